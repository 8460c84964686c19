import Testing
import WidgetryRender
