import EmojiRangersWidgets

await EmojiRangersBundle.main()
