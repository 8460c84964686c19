import FoundationFixtures

await FoundationFixtureWidgets.main()
