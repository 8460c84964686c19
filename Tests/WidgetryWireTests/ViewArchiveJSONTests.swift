import Foundation
import Testing
import WidgetryWire

/// Pins the archive's JSON: a reference archive with every kind of node, every modifier and
/// every payload field is decoded and written again, and must come out byte for byte as it
/// went in. A change to the wire shape (a key renamed, a field moved, a default no longer left
/// out) fails here; such a change must bump `WidgetArchive.currentVersion`.
@Suite struct ViewArchiveJSONTests {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    @Test func theReferenceArchiveKeepsItsShape() throws {
        let archive = try JSONDecoder().decode(WidgetArchive.self, from: Data(Self.reference.utf8))
        let written = String(decoding: try Self.encoder().encode(archive), as: UTF8.self)
        #expect(written == Self.reference)
        #expect(try JSONDecoder().decode(WidgetArchive.self, from: Data(written.utf8)) == archive)
    }

    /// What earlier archives could hold still reads: an empty widget label, a custom alignment
    /// guide's name (read as its known parts, as renderers drew it).
    @Test func earlierArchivesStillRead() throws {
        let label = try JSONDecoder().decode(ModifierArchive.self, from: Data(#"{"kind":"widgetLabel"}"#.utf8))
        #expect(label == .widgetLabel(nil) && label.content == nil)
        #expect(String(decoding: try Self.encoder().encode(label), as: UTF8.self) == #"{"kind":"widgetLabel"}"#)
        let frame = try JSONDecoder().decode(ModifierArchive.self, from: Data(#"{"kind":"frame","frame":{"alignment":"topMyGuide"}}"#.utf8))
        #expect(frame == .frame(FrameArchive(alignment: .top)))
        let names = ["MyGuide", "leadingMyGuide", "bottomTrailing", "MyGuideFirstTextBaseline"]
        let alignments = try names.map { try JSONDecoder().decode(ArchiveAlignment.self, from: Data("\"\($0)\"".utf8)) }
        #expect(alignments == [.center, .leading, .bottomTrailing, .firstTextBaseline])
    }

    /// `VStack { Text("Hi").bold() }.padding()` as a small widget (the example of
    /// ViewArchive.swift's header), then one node of every other kind and one modifier of
    /// every kind, keys sorted as `JSONEncoder` writes them with `.sortedKeys`.
    static let reference = #"""
    {"containerBackground":{"id":"bg","kind":"fill","paint":{"color":{"blue":1,"green":1,"opacity":1,"red":1},\#
    "kind":"color","name":"white"}},"contentMarginsDisabled":false,"entryDate":1700000000,\#
    "environment":{"colorScheme":"light","contentMargins":{"bottom":16,"leading":16,"top":16,"trailing":16},\#
    "dynamicTypeSize":"large","isLuminanceReduced":false,"locale":"en_US","redactionReasons":[],\#
    "renderingMode":"fullColor","showsWidgetContainerBackground":true,"timeZone":"GMT"},"family":"systemSmall",\#
    "root":{"children":[{"id":"r.c","kind":"text","text":{"font":{"size":17,"textStyle":"body","weight":"regular"},\#
    "foreground":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color","level":0},"minimumScaleFactor":1,\#
    "multilineTextAlignment":"leading","runs":[{"kind":"verbatim","string":"Hi","weight":"bold"}]}},{"id":"r.t",\#
    "invalidatable":true,"kind":"text","privacySensitive":true,"redactionReasons":["placeholder","privacy"],\#
    "text":{"font":{"design":"rounded","italic":true,"monospacedDigit":true,"size":12,"textStyle":"caption",\#
    "weight":"semibold"},"foreground":{"color":{"blue":0.5,"green":0.5,"opacity":1,"red":0.5},"kind":"color",\#
    "level":1,"name":"secondary"},"lineLimit":2,"lineSpacing":2,"minimumScaleFactor":0.5,\#
    "multilineTextAlignment":"center","reservesSpace":true,"runs":[{"date":1700000000,"dateStyle":"time",\#
    "kind":"date","string":"10:00"},{"countsDown":true,"end":1700000090,"kind":"timerInterval",\#
    "pauseTime":1700000050,"showsHours":false,"start":1700000000,"string":"1:30"},{"end":1700003600,\#
    "kind":"dateRange","start":1700000000,"string":"10:00 – 11:00"},{"kind":"image","string":"",\#
    "systemName":"star.fill"},{"baselineOffset":2,"color":{"color":{"blue":0,"green":0,"opacity":1,"red":1},\#
    "kind":"color","name":"red"},"design":"serif","font":{"size":20,"weight":"bold"},"italic":true,"kerning":1,\#
    "kind":"verbatim","link":"https://example.com","monospaced":true,"strikethrough":true,"string":"x",\#
    "underline":true,"width":-0.2}],"truncationMode":"middle"}},{"id":"r.i","image":{"font":{"size":17,\#
    "textStyle":"body"},"foreground":{"color":{"blue":1,"green":0,"opacity":1,"red":0},"kind":"color","name":"blue"},\#
    "imageScale":"large","palette":[{"color":{"blue":1,"green":0,"opacity":1,"red":0},"kind":"color"}],\#
    "renderingMode":"template","resizable":true,"symbolRenderingMode":"palette","systemName":"star",\#
    "variableValue":0.5},"kind":"image","modifiers":[{"contentMode":"fit","kind":"aspectRatio","value":1.5},\#
    {"contentMode":"fill","kind":"aspectRatio"}]},{"id":"r.n","image":{"accentedRenderingMode":"desaturated",\#
    "appearance":"dark","decorative":true,"missing":true,"name":"Hero","size":{"height":20,"width":30}},\#
    "kind":"image"},{"id":"r.f","kind":"fill","paint":{"endPoint":{"x":1,"y":1},"kind":"linearGradient",\#
    "startPoint":{"x":0,"y":0},"stops":[{"color":{"blue":0,"green":0,"opacity":1,"red":1},"location":0},\#
    {"color":{"blue":1,"green":0,"opacity":1,"red":0},"location":1}]}},{"id":"r.rg","kind":"fill",\#
    "paint":{"center":{"x":0.5,"y":0.5},"endRadius":50,"kind":"radialGradient","startRadius":0,"stops":[]}},\#
    {"id":"r.ag","kind":"fill","paint":{"center":{"x":0.5,"y":0.5},"endAngle":360,"kind":"angularGradient",\#
    "startAngle":0,"stops":[]}},{"id":"r.s","kind":"shape","shape":{"stroke":{"dash":[2,1],"inside":true,\#
    "lineCap":"round","lineWidth":4,"paint":{"color":{"blue":0,"green":1,"opacity":1,"red":0},"kind":"color"}},\#
    "trimFrom":0,"trimTo":0.5,"type":"circle"}},{"id":"r.rr","kind":"shape","shape":{"cornerHeight":6,\#
    "cornerRadius":8,"cornerStyle":"continuous","fill":{"color":{"blue":0.9,"green":0.9,"opacity":0.8,"red":0.9},\#
    "kind":"material","name":"regularMaterial"},"inset":1,"type":"roundedRectangle"}},{"id":"r.ur","kind":"shape",\#
    "shape":{"cornerRadii":{"bottomLeading":1,"bottomTrailing":2,"topLeading":3,"topTrailing":4},\#
    "type":"unevenRoundedRectangle"}},{"id":"r.p","kind":"shape","shape":{"path":{"data":"M 0 0 L 10 10 Z",\#
    "height":10,"width":10},"type":"path"}},{"children":[{"id":"r.h.0","kind":"spacer","spacer":{"minLength":2}},\#
    {"id":"r.h.1","kind":"divider","paint":{"color":{"blue":0.5,"green":0.5,"opacity":0.3,"red":0.5},"kind":"color",\#
    "name":"separator"}},{"id":"r.h.2","kind":"spacer","spacer":{}}],"id":"r.h","kind":"hstack",\#
    "stack":{"alignment":"firstTextBaseline","spacing":4}},{"id":"r.z","kind":"zstack",\#
    "stack":{"alignment":"bottomTrailing","spacing":"infinity"}},{"children":[{"id":"r.l.t","kind":"text",\#
    "role":"title","text":{"font":{"size":17},"foreground":{"color":{"blue":0,"green":0,"opacity":1,"red":0},\#
    "kind":"color"},"minimumScaleFactor":1,"multilineTextAlignment":"leading","runs":[{"kind":"verbatim",\#
    "string":"T"}]}},{"id":"r.l.i","image":{"systemName":"star"},"kind":"image","role":"icon"}],"id":"r.l",\#
    "kind":"label","label":{"style":"iconOnly"}},{"children":[{"id":"r.g.c","kind":"text","role":"currentValueLabel",\#
    "text":{"font":{"size":12},"foreground":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color"},\#
    "minimumScaleFactor":1,"multilineTextAlignment":"leading","runs":[{"kind":"verbatim","string":"40"}]}}],\#
    "gauge":{"lowerBound":0,"style":"accessoryCircular","tint":{"color":{"blue":0,"green":0,"opacity":1,"red":1},\#
    "kind":"color"},"upperBound":1,"value":0.4},"id":"r.g","kind":"gauge"},{"id":"r.pv","kind":"progress",\#
    "progress":{"style":"linear","total":10,"value":3}},{"id":"r.pt","kind":"progress",\#
    "progress":{"countsDown":false,"style":"automatic","timerEnd":1700000600,"timerStart":1700000000}},\#
    {"action":{"url":"https://example.com/a"},"id":"r.lk","kind":"link"},\#
    {"action":{"buttonStyle":"borderedProminent","intent":{"configuration":{},"typeName":"ToggleFavoriteIntent"},\#
    "role":"destructive","tint":{"color":{"blue":0,"green":0,"opacity":1,"red":1},"kind":"color"}},"id":"r.b",\#
    "kind":"button"},{"action":{"intent":{"configuration":{},"typeName":"ToggleIntent"},"isOn":true,\#
    "toggleStyle":"switch"},"id":"r.tg","kind":"toggle"},{"id":"r.v","kind":"viewThatFits",\#
    "stack":{"alignment":"center","axes":["horizontal"]}},{"children":[{"children":[{"id":"r.gr.0.0","kind":"fill",\#
    "modifiers":[{"kind":"gridCellColumns","value":2},{"kind":"gridColumnAlignment","name":"trailing"},\#
    {"horizontal":true,"kind":"gridCellUnsizedAxes","vertical":false}],"paint":{"color":{"blue":0,"green":0,\#
    "opacity":1,"red":0},"kind":"color"}}],"grid":{"alignment":"bottom"},"id":"r.gr.0","kind":"gridRow"},\#
    {"id":"r.gr.1","kind":"gridRow"}],"grid":{"alignment":"topLeading","horizontalSpacing":2,"verticalSpacing":3},\#
    "id":"r.gr","kind":"grid"},{"grid":{"alignment":"leading","axis":"vertical","items":[{"minimum":20,\#
    "size":"fixed"},{"alignment":"top","maximum":100,"minimum":10,"size":"flexible","spacing":4},{"minimum":30,\#
    "size":"adaptive"}]},"id":"r.lg","kind":"lazyGrid"},{"canvas":{"clips":[{"evenOdd":true,"inverse":true,\#
    "path":"M 0 0 L 1 1 Z","transform":[1,0,0,1,5,5]}],"height":50,"operations":[{"blendMode":"multiply","clips":[0],\#
    "evenOdd":true,"kind":"fill","opacity":0.5,"paint":{"color":{"blue":0,"green":0,"opacity":1,"red":1},\#
    "kind":"color"},"path":"M 0 0 L 1 1 Z","transform":[2,0,0,2,0,0]},{"kind":"stroke","paint":{"endPoint":{"x":10,\#
    "y":0},"kind":"linearGradient","startPoint":{"x":0,"y":0},"stops":[]},"path":"M 0 0 L 1 1","stroke":{"dash":[1,\#
    2],"dashPhase":1,"lineCap":"round","lineJoin":"bevel","lineWidth":2,"miterLimit":10},"userSpace":true},\#
    {"anchor":{"x":0.5,"y":0.5},"child":0,"filters":[{"kind":"blur","value":2},{"kind":"colorEffect",\#
    "name":"saturation","value":0.5}],"kind":"drawAt","x":20,"y":30},{"child":0,"height":16,"kind":"drawIn",\#
    "width":16,"x":0,"y":0}],"width":100},"children":[{"id":"r.cv.0","kind":"text","text":{"font":{"size":17},\#
    "foreground":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color"},"minimumScaleFactor":1,\#
    "multilineTextAlignment":"leading","runs":[{"kind":"verbatim","string":"C"}]}}],"id":"r.cv","kind":"canvas"},\#
    {"id":"r.m","kind":"fill","modifiers":[{"frame":{"alignment":"leading","maxHeight":"infinity",\#
    "maxWidth":"infinity","minHeight":10},"kind":"frame"},{"frame":{"alignment":"center","height":20,"idealHeight":3,\#
    "idealWidth":2,"minWidth":1,"width":50},"kind":"frame"},{"kind":"background","paint":{"color":{"blue":0,\#
    "green":0,"opacity":1,"red":1},"kind":"color","name":"red"}},{"kind":"background","paint":{"color":{"blue":0,\#
    "green":1,"opacity":1,"red":0},"kind":"color","name":"green"},"shape":{"cornerRadius":8,\#
    "type":"roundedRectangle"}},{"alignment":"topTrailing","content":{"id":"r.m.bg","kind":"shape",\#
    "shape":{"type":"circle"}},"kind":"background"},{"alignment":"center","content":{"id":"r.m.ov","kind":"text",\#
    "text":{"font":{"size":17},"foreground":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color"},\#
    "minimumScaleFactor":1,"multilineTextAlignment":"leading","runs":[{"kind":"verbatim","string":"b"}]}},\#
    "kind":"overlay"},{"kind":"overlay","paint":{"color":{"blue":1,"green":0,"opacity":1,"red":0},"kind":"color"},\#
    "shape":{"type":"capsule"}},{"kind":"clipShape","shape":{"cornerRadius":4,"cornerStyle":"circular",\#
    "type":"roundedRectangle"}},{"kind":"clipShape","shape":{"inset":2,"type":"containerRelative"}},\#
    {"kind":"opacity","value":0.5},{"kind":"offset","x":1,"y":-2},{"horizontal":false,"kind":"fixedSize",\#
    "vertical":true},{"kind":"layoutPriority","value":1},{"kind":"hidden"},{"kind":"border",\#
    "paint":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color"},"value":2},{"kind":"shadow",\#
    "paint":{"color":{"blue":0,"green":0,"opacity":0.33,"red":0},"kind":"color"},"value":3,"x":0,"y":2},\#
    {"kind":"rotation","value":45},{"kind":"scale","x":2,"y":0.5},{"flag":true,"kind":"widgetAccentable"},\#
    {"content":{"id":"r.m.widgetLabel","kind":"text","text":{"font":{"size":12,"textStyle":"caption"},\#
    "foreground":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color"},"minimumScaleFactor":1,\#
    "multilineTextAlignment":"leading","runs":[{"kind":"verbatim","string":"label"}]}},"kind":"widgetLabel"},\#
    {"kind":"luminanceToAlpha"},{"kind":"blur","value":2},{"kind":"grayscale","value":1},{"kind":"colorEffect",\#
    "name":"saturation","value":0.5},{"kind":"colorEffect","name":"brightness","value":0.2},{"kind":"colorEffect",\#
    "name":"contrast","value":1.5},{"kind":"colorEffect","name":"hueRotation","value":90},{"kind":"colorEffect",\#
    "name":"colorInvert"},{"kind":"zIndex","value":1},{"kind":"position","x":10,"y":20},{"alignment":"center",\#
    "content":{"id":"r.m.mk","kind":"fill","paint":{"color":{"blue":0,"green":0,"opacity":0.5,"red":0},\#
    "kind":"color"}},"kind":"mask"},{"kind":"blendMode","name":"multiply"},{"kind":"accessibilityLabel",\#
    "name":"Label"},{"kind":"accessibilityValue","name":"Value"},{"kind":"accessibilityHint","name":"Hint"},\#
    {"kind":"accessibilityHidden"},{"kind":"accessibilityElement","name":"combine"},{"kind":"accessibilityElement",\#
    "name":"heading"}],"paint":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color"}}],"id":"r",\#
    "kind":"vstack","modifiers":[{"insets":{"bottom":16,"leading":16,"top":16,"trailing":16},"kind":"padding"}],\#
    "stack":{"alignment":"center"}},"size":{"height":170,"width":170},"version":1,\#
    "widgetURL":"https://example.com/widget"}
    """#
}
