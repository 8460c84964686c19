import TestWidgets

await TestWidgets.main()
