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
        let name = context.makeUniqueName("widgetPreview")
        let call = FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier("_WidgetPreview")),
            leftParen: .leftParenToken(),
            arguments: node.arguments,
            rightParen: .rightParenToken(),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures)
        return [
            """
            @section("widgetry_previews") @used
            private let \(name): @convention(c) () -> UnsafeMutableRawPointer? = {
                \(call).retainedRegistration
            }
            """
        ]
    }
}

@main
struct WidgetryMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
