import CounterWidgets

await CounterBundle.main()
