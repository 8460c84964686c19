import FavouritesWidgets

await FavouritesBundle.main()
