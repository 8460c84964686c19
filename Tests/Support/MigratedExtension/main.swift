import MigratedWidgets

await MigratedBundle.main()
