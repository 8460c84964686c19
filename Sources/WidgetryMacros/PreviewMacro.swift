import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { entry1; entry2 }` and its provider
/// and intent forms.
///
/// Expands to a constant function pointer placed in the `widgetry_previews` linker section; the
/// extension runtime walks that section to list every preview of the executable (Swift on Linux
/// has no static registration otherwise). The function builds a `_WidgetPreview` from the
/// macro's own arguments, so they type-check against the same overloads as the macro.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [registration(of: node, as: "_WidgetPreview", in: "widgetry_previews", name: context.makeUniqueName("widgetPreview"))]
    }
}

/// `#Preview("Name", traits: .sizeThatFitsLayout) { SomeView() }`: SwiftUI's view preview,
/// registered the same way in the `widgetry_view_previews` section as a `_ViewPreview`.
public struct ViewPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [registration(of: node, as: "_ViewPreview", in: "widgetry_view_previews", name: context.makeUniqueName("viewPreview"))]
    }
}

/// A constant function pointer in `section` that builds `type` from the macro's own arguments
/// (so they type-check against the same overloads as the macro) and returns it boxed.
func registration(of node: some FreestandingMacroExpansionSyntax, as type: String, in section: String, name: TokenSyntax) -> DeclSyntax {
    let call = FunctionCallExprSyntax(
        calledExpression: DeclReferenceExprSyntax(baseName: .identifier(type)),
        leftParen: .leftParenToken(),
        arguments: node.arguments,
        rightParen: .rightParenToken(),
        trailingClosure: node.trailingClosure,
        additionalTrailingClosures: node.additionalTrailingClosures)
    return """
        @section("\(raw: section)") @used
        private let \(name): @convention(c) () -> UnsafeMutableRawPointer? = {
            \(call).retainedRegistration
        }
        """
}

@main
struct WidgetryMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, ViewPreviewMacro.self]
}
