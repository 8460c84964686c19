import SystemMonitorWidgets

await SystemMonitorBundle.main()
