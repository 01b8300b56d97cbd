# 桌主独自开始前的提问，选了开始之后。
lobby-start-alone-chosen = 你选择了一个人开始。
