import BenchmarkWidgets

await TrivialWidget.main()
