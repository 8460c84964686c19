/// The web home screen and its HTTP API. Built in the web issue.
public enum WidgetryWeb {}
