import SiriKitWidgets

await SiriKitBundle.main()
