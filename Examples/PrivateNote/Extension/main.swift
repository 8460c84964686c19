import PrivateNoteWidgets

await PrivateNoteBundle.main()
