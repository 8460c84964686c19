@_exported import Foundation
@_exported import WidgetryFoundation
@_exported import AppIntents
@_exported import SwiftUI
