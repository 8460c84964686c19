import BenchmarkWidgets

await BenchmarkWidgets.main()
