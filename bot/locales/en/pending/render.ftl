# Words drawn in the images (render/*.py), waiting to be passed in by the bot: render/ draws
# views only, so the bot puts these texts, in the channel's or the player's language, in what
# it hands to the renderer. render/fonts/cjk.ttf holds every Chinese character they use.
