# The host's question before starting alone, once answered by starting.
lobby-start-alone-chosen = You start alone.
