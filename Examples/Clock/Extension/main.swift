import ClockWidgets

await ClockBundle.main()
