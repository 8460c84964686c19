import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryRender
import WidgetryWire

// The HTML of real SwiftUI views, evaluated into archives as the widget extension does.

@MainActor
@Suite struct LayoutTests {
    @Test func stacksWriteAlignmentAndSpacing() throws {
        let out = try html(
            VStack(alignment: .leading, spacing: 4) {
                Text("A")
                HStack(alignment: .top) {
                    Text("B")
                    Text("C")
                }
                ZStack(alignment: .bottomTrailing) {
                    Text("D")
                }
            })
        #expect(out.contains("<div class=\"wr-vstack\" style=\"gap:4px;align-items:flex-start\">"))
        #expect(out.contains("<div class=\"wr-hstack\" style=\"align-items:flex-start\">"))
        #expect(out.contains("<div class=\"wr-zstack\" style=\"place-items:end\">"))
        // nil spacing is the stylesheet's default 8 points, not repeated inline.
        let defaults = try html(HStack { Text("x") })
        #expect(defaults.contains("<div class=\"wr-hstack\">"))
        #expect(WidgetHTMLRenderer.stylesheet.contains(".wr-hstack{display:flex;flex-direction:row;align-items:center;justify-content:center;gap:8px}"))
    }

    @Test func spacersFlexAlongTheirStackWithTheirMinimumLength() throws {
        let out = try html(
            VStack {
                HStack {
                    Text("Left")
                    Spacer(minLength: 20)
                    Text("Right")
                }
                Spacer()
            })
        #expect(out.contains("<div class=\"wr-spacer\" style=\"flex:1 1 0;min-width:20px\"></div>"))
        #expect(out.contains("<div class=\"wr-spacer\" style=\"flex:1 1 0;min-height:8px\"></div>"))
        // The spacer makes the VStack take the widget's height; the HStack spans its width.
        #expect(out.contains("<div class=\"wr-vstack wr-default-spacing\" style=\"justify-self:stretch;align-self:stretch\">"))
        #expect(out.contains("<div class=\"wr-hstack\" style=\"align-self:stretch\">"))
    }

    /// Colour effects are CSS filters; SwiftUI's additive `brightness` is a contrast and a
    /// brightness that add exactly the amount.
    @Test func colourEffectsAreFilters() throws {
        let out = try html(VStack {
            Text("a").saturation(0.5)
            Text("b").contrast(1.5)
            Text("c").contrast(-1)
            Text("d").hueRotation(.degrees(90))
            Text("e").colorInvert()
            Text("f").brightness(0.25)
            Text("g").brightness(-0.25)
            Text("h").saturation(0).colorInvert()
        })
        for filter in [
            "filter:saturate(0.5)", "filter:contrast(1.5)", "filter:contrast(1) invert(1)", "filter:hue-rotate(90deg)", "filter:invert(1)",
            "filter:contrast(0.6667) brightness(1.5)", "filter:brightness(0.6667) contrast(1.5)",
        ] {
            #expect(out.contains(filter), "\(filter) in \(out)")
        }
        // Two filters on one view: the second wraps the first (filters apply inside out).
        #expect(out.contains(#"<div class="wr-zstack" style="filter:invert(1)"><div class="wr-text" style="font-size:17px;line-height:22px;color:#000000;filter:saturate(0)">h</div></div>"#))
    }

    /// A mask that is a paint (a gradient, a colour, a rectangle filled with one) is a CSS
    /// mask image; a shape mask clips like `clipShape`; other masks are not drawn.
    @Test func masksOfPaintsAndShapes() throws {
        let out = try html(VStack {
            Text("Fade").mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
            Text("Half").mask { Color.black.opacity(0.5) }
            Text("Round").mask { Circle() }
            Text("Boxed").mask(alignment: .leading) { Rectangle().fill(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)) }
            Text("Words").mask { Text("W") }
        })
        #expect(out.contains("mask-image:linear-gradient(180deg,#000000 0%,#00000000 100%)\">Fade"), "\(out)")
        #expect(out.contains("mask-image:linear-gradient(#00000080,#00000080)\">Half"), "\(out)")
        #expect(out.contains("clip-path:circle(closest-side)\">Round"), "\(out)")
        #expect(out.contains("mask-image:linear-gradient(90deg,#000000 0%,#00000000 100%)\">Boxed"), "\(out)")
        #expect(out.contains("color:#000000\">Words"), "\(out)")
        // The mask view is archived with the node (its own id).
        let archive = widgetArchive(Text("A").mask { Circle() })
        #expect(archive.root.modifiers.first?.kind == .mask && archive.root.modifiers.first?.content?.id == "r.mk")
    }

    /// `lineSpacing` is added to the line height, and the half-spacings CSS puts above the
    /// first line and below the last are taken back.
    @Test func lineSpacingGoesBetweenLines() throws {
        let out = try html(Text("One two three").lineSpacing(6).lineLimit(2, reservesSpace: true))
        #expect(out.contains("font-size:17px;line-height:28px;margin-block:-3px;"), "\(out)")
        #expect(out.contains("min-height:56px"), "\(out)")
        #expect(widgetArchive(Text("A").lineSpacing(6)).root.text?.lineSpacing == 6)
        #expect(widgetArchive(Text("A")).root.text?.lineSpacing == nil)
    }

    /// `labelsHidden()`: controls keep their values and bounds, not their labels; a
    /// button-style toggle keeps its label, which is the button.
    @Test func labelsHiddenLeavesTheControlsOnly() throws {
        let archive = widgetArchive(VStack {
            Toggle(isOn: true, intent: ToggleLightIntent()) { Text("Light") }
            Gauge(value: 0.4) { Text("Fuel") } currentValueLabel: { Text("40") }
            ProgressView(value: 0.5) { Text("Download") }
            Toggle(isOn: false, intent: ToggleLightIntent()) { Text("Fan") }.toggleStyle(.button)
        }.labelsHidden())
        let texts = archive.allNodes.compactMap { $0.text?.plainText }
        #expect(texts == ["40", "Fan"], "\(texts)")
        let shown = widgetArchive(Toggle(isOn: true, intent: ToggleLightIntent()) { Text("Light") })
        #expect(shown.allNodes.compactMap { $0.text?.plainText } == ["Light"])
        #expect(try html(Toggle(isOn: true, intent: ToggleLightIntent()) { Text("Light") }.labelsHidden()).contains("wr-switch"))
    }

    /// A toggle bound to a value (from a view shared with an app) shows the value and runs
    /// nothing: it has no intent and no action in the page.
    @Test func aBoundToggleShowsItsValueOnly() throws {
        @State var on = true
        let archive = widgetArchive(Toggle("Wi-Fi", isOn: $on))
        #expect(archive.root.kind == .toggle && archive.root.action?.isOn == true && archive.root.action?.intent == nil)
        let out = try html(Toggle("Wi-Fi", isOn: $on))
        #expect(out.contains(#"role="switch" aria-checked="true""#) && !out.contains("data-wr-action"))
    }

    /// `position(x:y:)`: the view absolutely placed by its centre in a wrapper that takes all
    /// the space offered.
    @Test func positionPlacesTheCentre() throws {
        let out = try html(VStack {
            Text("Here").position(x: 20, y: 10)
        })
        #expect(out.contains(#"<div class="wr-zstack" style="flex:1 1 0;align-self:stretch;position:relative"><div class="wr-text" style="font-size:17px;line-height:22px;color:#000000;position:absolute;left:20px;top:10px;translate:-50% -50%">Here</div></div>"#), "\(out)")
    }

    /// Symbol effects are animations: accepted, and the symbol is archived at rest.
    @Test func symbolEffectsLeaveTheSymbolAtRest() {
        let still = widgetArchive(Image(systemName: "bell"))
        let animated = widgetArchive(Image(systemName: "bell")
            .symbolEffect(.bounce.up, value: 1)
            .symbolEffect(.pulse.byLayer, options: .repeat(3), isActive: true))
        #expect(animated.root == still.root)
    }

    @Test func fixedAndFlexibleFrames() throws {
        let fixed = try html(Text("F").frame(width: 50, height: 30, alignment: .topLeading))
        #expect(fixed.contains("<div class=\"wr-zstack\" style=\"width:50px;max-width:none;height:30px;flex-shrink:0;place-items:start\"><div class=\"wr-text\""))
        let flexible = try html(
            VStack {
                Text("Wide").frame(maxWidth: .infinity, alignment: .leading)
                Text("Capped").frame(minWidth: 40, maxWidth: 100, minHeight: 10)
            })
        #expect(flexible.contains("<div class=\"wr-zstack\" style=\"align-self:stretch;place-items:center start\"><div class=\"wr-text\""))
        #expect(flexible.contains("<div class=\"wr-zstack\" style=\"width:100%;min-width:40px;max-width:100px;min-height:10px\">"))
        // A flexible child makes its stack flexible on that axis.
        #expect(flexible.contains("<div class=\"wr-vstack wr-default-spacing\" style=\"justify-self:stretch\">"))
    }

    @Test func paddingDefaultsTo16AndGoesOnStacks() throws {
        let out = try html(
            VStack {
                Text("Padded").padding(.horizontal, 6)
                Text("Default").padding()
            }
            .padding(10))
        #expect(out.contains("<div class=\"wr-vstack wr-default-spacing\" style=\"padding:10px 10px 10px 10px\">"))
        #expect(out.contains("<div class=\"wr-zstack\" style=\"padding:0px 6px 0px 6px\"><div class=\"wr-text\""))
        #expect(out.contains("<div class=\"wr-zstack\" style=\"padding:16px 16px 16px 16px\"><div class=\"wr-text\""))
    }

    @Test func containerBackgroundFillsTheWidgetAndContentIsInsetByTheMargins() throws {
        let view = Text("Hi").containerBackground(.red, for: .widget)
        let out = try html(view)
        #expect(out.hasPrefix("<div class=\"wr wr-light\" style=\"width:170px;height:170px;border-radius:22px\""))
        #expect(out.contains("<div class=\"wr-container-background wr-zstack\"><div class=\"wr-fill\" style=\"justify-self:stretch;align-self:stretch;background:#ff3b30\"></div></div>"))
        #expect(out.contains("<div class=\"wr-content wr-zstack\" style=\"inset:16px 16px 16px 16px\">"))
        let disabled = try html(view, contentMarginsDisabled: true)
        #expect(disabled.contains("<div class=\"wr-content wr-zstack\"><div class=\"wr-text\""))
        // Without a container background, home-screen widgets get the system one.
        #expect(try html(Text("x")).contains("<div class=\"wr-container-background wr-default-bg\"></div>"))
        // Accessory families show no container background and have no margins.
        let accessory = try html(view, family: .accessoryRectangular)
        #expect(!accessory.contains("wr-container-background"))
        #expect(accessory.contains("<div class=\"wr-content wr-zstack\"><div class=\"wr-text\""))
    }

    @Test func backgroundsOverlaysClipsAndOpacity() throws {
        let out = try html(
            Text("Tag")
                .padding(4)
                .background(.blue, in: Capsule())
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 6, height: 6) }
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .opacity(0.5))
        // Decorations are absolutely positioned layers of one wrapper: they never change its size.
        #expect(out.contains("<div class=\"wr-zstack wr-decorated\" style=\"overflow:hidden;border-radius:8px;opacity:0.5\">"))
        #expect(out.contains("<div class=\"wr-decoration\" style=\"background:#007aff;border-radius:9999px\"></div>"))
        #expect(out.contains("<div class=\"wr-zstack wr-decoration\" style=\"place-items:start end\">"))
        let background = out.range(of: "wr-decoration\" style=\"background")!.lowerBound
        let text = out.range(of: ">Tag<")!.lowerBound
        let overlay = out.range(of: "place-items:start end")!.lowerBound
        #expect(background < text && text < overlay)
    }

    @Test func containerRelativeShapesFollowTheWidgetCorner() throws {
        let out = try html(ContainerRelativeShape().fill(.teal).padding(6))
        // 22-point widget corner, 16 of margins and 6 of padding: nothing left.
        #expect(out.contains("<div class=\"wr-shape-drawing\" style=\"border-radius:0px;background:#30b0c7;\"></div>"))
        let flush = try html(ContainerRelativeShape().fill(.teal).padding(4), contentMarginsDisabled: true)
        #expect(flush.contains("border-radius:18px;background:#30b0c7"))
    }

    @Test func strokesTrimsAndGradients() throws {
        let out = try html(
            ZStack {
                Circle().stroke(Color.red.opacity(0.3), lineWidth: 10)
                Circle().trim(from: 0, to: 0.25).stroke(.red, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                Rectangle().fill(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
            })
        #expect(out.contains("<i class=\"wr-stroke\" style=\"inset:-5px;padding:10px;border-radius:50%;background:#ff3b304d\"></i>"))
        #expect(out.contains("mask:conic-gradient(from 90deg,transparent 0deg,#000 0deg 90deg,transparent 90deg) intersect"))
        #expect(out.occurrences(of: "<i class=\"wr-stroke-cap\"") == 2)
        #expect(out.contains("background:linear-gradient(180deg,#ffffff 0%,#000000 100%)"))
    }

    /// Each corner of an `UnevenRoundedRectangle` has its own CSS radius (leading is left), in
    /// fills, strokes (grown by the half of the line outside the shape) and clips.
    @Test func unevenRoundedRectanglesRoundEachCorner() throws {
        let out = try html(
            VStack {
                UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 4).fill(.blue)
                UnevenRoundedRectangle(bottomLeadingRadius: 6, bottomTrailingRadius: 8).stroke(.red, lineWidth: 4)
                Text("Card").clipShape(.rect(topLeadingRadius: 10, bottomTrailingRadius: 2))
                Color.green.background(.red, in: .rect(cornerRadii: RectangleCornerRadii(bottomLeading: 5)))
            })
        #expect(out.contains("border-radius:12px 4px 0px 0px;background:#007aff"))
        #expect(out.contains("inset:-2px;padding:4px;border-radius:2px 2px 10px 8px;background:#ff3b30"))
        #expect(out.contains("overflow:hidden;border-radius:10px 0px 2px 0px"))
        #expect(out.contains("background:#ff3b30;border-radius:0px 0px 0px 5px"))
    }

    /// A canvas is an SVG of its drawing at the size it was drawn for: paths with their paint
    /// and line, gradients and clips as definitions, transforms as matrices, and the texts and
    /// images drawn into it as views in `foreignObject`s.
    @Test func canvasesDrawTheirOperationsAsSVG() throws {
        let view = Canvas { context, size in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)),
                with: .linearGradient(Gradient(colors: [.white, .black]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            var turned = context
            turned.translateBy(x: 69, y: 69)
            turned.rotate(by: .degrees(45))
            turned.stroke(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.red), style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [4, 2]))
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.yellow))
            context.draw(Text("<script>alert(1)</script>"), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 100, y: 0, width: 30, height: 30))
        }
        let out = try html(view)
        let again = try html(view)
        #expect(out == again)
        let id = try #require(out.firstMatch(of: /id="(wr-drawing[0-9a-f]+)g0"/)?.1).description
        #expect(out.contains("<div class=\"wr-drawing\" style=\"justify-self:stretch;align-self:stretch\"><svg class=\"wr-drawing-svg\" width=\"138\" height=\"138\" aria-hidden=\"true\"><defs>"))
        #expect(out.contains("<linearGradient id=\"\(id)g0\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"138\"><stop offset=\"0\" stop-color=\"#ffffff\"/><stop offset=\"1\" stop-color=\"#000000\"/></linearGradient>"))
        #expect(out.contains("<path d=\"M0 0 L138 0 L138 138 L0 138 Z\" fill=\"url(#\(id)g0)\"/>"))
        #expect(out.contains("fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\" stroke-linejoin=\"round\" stroke-miterlimit=\"10\" stroke-dasharray=\"4 2\" transform=\"matrix(0.7071 0.7071 -0.7071 0.7071 69 69)\"/>"))
        #expect(out.contains("<mask id=\"\(id)m0\" maskUnits=\"userSpaceOnUse\""))
        #expect(out.contains("<g mask=\"url(#\(id)m0)\"><g opacity=\"0.5\"><path d=\"M0 0 L40 0 L40 20 L0 20 Z\" fill=\"#ffcc00\"/></g></g>"))
        // The text is a text view, escaped as any other.
        #expect(out.contains("<foreignObject x=\"10\" y=\"10\" width=\"1\" height=\"1\" overflow=\"visible\"><div class=\"wr-zstack wr-drawing-at\" style=\"transform:translate(0%,0%)\"><div class=\"wr-text\""))
        #expect(out.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && !out.contains("<script>"))
        #expect(out.contains("<foreignObject x=\"100\" y=\"0\" width=\"30\" height=\"30\"><div class=\"wr-zstack wr-drawing-in\"><svg class=\"wr-symbol wr-fillbox\""))
        // Another drawing has other definitions' ids.
        let other = try html(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)))
        })
        #expect(!other.contains(id))
        // Filters are the view modifiers' CSS filters, in the order added.
        let filtered = try html(Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 3, x: 1, y: 2))
            context.addFilter(.grayscale(0.5))
            context.addFilter(.hueRotation(.degrees(90)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        })
        #expect(filtered.contains(#"<g style="filter:drop-shadow(1px 2px 3px #000000) grayscale(0.5) hue-rotate(90deg);"><path"#))
        // The same shadow as the view modifier writes.
        #expect(try html(Text("s").shadow(color: .black, radius: 3, x: 1, y: 2)).contains("filter:drop-shadow(1px 2px 3px #000000)"))
        let text = try plainText(view)
        // The terminal preview lists what the canvas draws as text.
        #expect(text.contains("<script>alert(1)</sc") && text.contains("★"), "\(text)")
    }

    /// Accessibility modifiers are ARIA attributes: a labelled view is said by its label (with
    /// its value), a combined element by its texts, a hidden one not at all; a redacted view
    /// says nothing of what it hides.
    /// An icon-only label keeps its title for screen readers, as VoiceOver reads it: a button
    /// showing a "minus" symbol is "Subtract", not an unnamed button.
    @Test func anIconOnlyLabelIsNamedByItsTitle() throws {
        let out = try html(Label("Subtract", systemImage: "minus").labelStyle(.iconOnly))
        #expect(out.contains(#"<div class="wr-hstack wr-label" role="group" aria-label="Subtract">"#), "\(out)")
        #expect(!out.contains(">Subtract<"))
        let titled = try html(Label("Add", systemImage: "plus"))
        #expect(!titled.contains(#"aria-label="Add""#))
    }

    @Test func accessibilityModifiersAreARIA() throws {
        let out = try html(VStack {
            Image(systemName: "flame.fill").accessibilityLabel("Streak")
            Text("12").accessibilityLabel(Text("Score")).accessibilityValue("12 points").accessibilityHint("Opens the game")
            HStack {
                Text("High")
                Text("<24°>")
            }
            .accessibilityElement(children: .combine)
            Text("Decoration").accessibilityHidden(true)
            Text("Title").accessibilityAddTraits(.isHeader)
            VStack { Text("a") }.accessibilityElement(children: .contain).accessibilityLabel("Group")
            Text("Secret").privacySensitive().accessibilityLabel("Balance").redacted(reason: .privacy)
            Image("Missing").renderingMode(.template).accessibilityLabel("Logo")
        })
        #expect(out.contains(#"role="img" aria-label="Streak""#))
        #expect(out.contains(#"role="img" aria-label="Score, 12 points" aria-description="Opens the game">12</div>"#))
        #expect(out.contains(#"<div class="wr-hstack" role="img" aria-label="High, &lt;24°&gt;">"#))
        #expect(out.contains(#"aria-hidden="true">Decoration</div>"#))
        #expect(out.contains(#"role="heading" aria-level="2">Title</div>"#))
        #expect(out.contains(#"role="group" aria-label="Group""#))
        #expect(!out.contains("Balance"))
        // The author's label replaces the one a named image has from its name.
        #expect(out.contains(#"role="img" aria-label="Logo""#) && !out.contains(#"aria-label="Missing""#))
        #expect(!out.contains(#"aria-hidden="true" role="img""#))
    }

    /// `blendMode` is CSS's `mix-blend-mode`; the modes CSS lacks, and `.normal`, write nothing.
    @Test func blendModesMixWithWhatIsBehind() throws {
        let out = try html(
            ZStack {
                Color.yellow
                Circle().fill(.red).blendMode(.multiply)
                Circle().fill(.blue).blendMode(.colorDodge).opacity(0.5)
                Text("A").blendMode(.normal)
                Text("B").blendMode(.destinationOut)
            })
        #expect(out.contains("mix-blend-mode:multiply"))
        #expect(out.contains("mix-blend-mode:color-dodge"))
        #expect(out.occurrences(of: "mix-blend-mode") == 2)
    }

    /// A text's own design, width and monospacing apply to the font it inherits (here the
    /// caption's 12 points); a run that differs from the others gets its own span.
    @Test func textDesignsAndWidthsChangeTheInheritedFont() throws {
        let out = try html(
            VStack {
                Text("12:30").monospaced()
                Text("Narrow").fontWidth(.condensed)
                Text("Plain ") + Text("serif").fontDesign(.serif)
            }
            .font(.caption))
        #expect(out.contains("<div class=\"wr-text\" style=\"font-size:12px;line-height:16px;font-family:var(--wr-mono);color:#000000\">12:30</div>"))
        #expect(out.contains("<div class=\"wr-text\" style=\"font-size:12px;line-height:16px;font-stretch:75%;color:#000000\">Narrow</div>"))
        #expect(out.contains("Plain <span style=\"font-family:var(--wr-serif);\">serif</span>"))
        let expanded = try html(Text("Wide").font(.system(size: 20, weight: .bold).width(.expanded)))
        #expect(expanded.contains("font-stretch:125%;"))
    }

    @Test func textLineLimitsAlignmentAndFonts() throws {
        let out = try html(
            VStack {
                Text("One line").lineLimit(1)
                Text("Three lines").lineLimit(3).multilineTextAlignment(.center)
                Text("Reserved").lineLimit(2, reservesSpace: true)
                Text("Title").font(.title.weight(.semibold)).italic()
                Text("Rounded").font(.system(size: 30, design: .rounded)).monospacedDigit()
                Text("Shrinks").minimumScaleFactor(0.5)
            })
        #expect(out.contains("<div class=\"wr-text wr-text-one-line\" style=\"font-size:17px;line-height:22px;color:#000000\">One line</div>"))
        #expect(out.contains("<div class=\"wr-text wr-text-clamped\" style=\"font-size:17px;line-height:22px;color:#000000;text-align:center;-webkit-line-clamp:3\">"))
        #expect(out.contains("-webkit-line-clamp:2;min-height:44px\">Reserved"))
        #expect(out.contains("style=\"font-size:28px;line-height:34px;font-weight:600;font-style:italic;font-family:var(--wr-display);color:#000000\">Title"))
        #expect(out.contains("font-size:30px;line-height:36px;font-variant-numeric:tabular-nums;font-family:var(--wr-rounded)"))
        #expect(out.contains("data-wr-min-scale=\"0.5\">Shrinks"))
        #expect(WidgetHTMLRenderer.stylesheet.contains(".wr-text-one-line{white-space:pre;overflow:hidden;text-overflow:ellipsis}"))
        #expect(WidgetHTMLRenderer.stylesheet.contains(".wr-text-clamped{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}"))
    }

    @Test func textStylesFollowTheLargeDynamicTypeTable() throws {
        let styles: [(Font, Int, Int)] = [
            (.largeTitle, 34, 41), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22), (.body, 17, 22),
            (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16), (.caption2, 11, 13),
        ]
        for (font, size, lineHeight) in styles {
            let out = try html(Text("x").font(font))
            #expect(out.contains("font-size:\(size)px;line-height:\(lineHeight)px"), "\(font)")
        }
    }

    @Test func dividersLabelsGaugesAndProgress() throws {
        let out = try html(
            VStack {
                Divider()
                Label("Rain", systemImage: "cloud.rain.fill")
                Gauge(value: 0.62) { Text("CPU") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 3, in: 0...4) { Text("Steps") }
                ProgressView(value: 0.25)
            },
            family: .systemLarge)
        #expect(out.contains("<div class=\"wr-divider wr-divider-horizontal\" style=\"align-self:stretch;border-color:#3c3c434a\"></div>"))
        #expect(out.contains("<div class=\"wr-hstack wr-label\"><svg class=\"wr-symbol\""))
        #expect(out.contains("<div class=\"wr-gauge-circular\" style=\"width:58px;height:58px\"><i class=\"wr-ring\""))
        #expect(out.contains("conic-gradient(from 225deg,#007aff 0 167.4deg"))
        #expect(out.contains("<i class=\"wr-bar-fill\" style=\"width:75%;background:#007aff\"></i>"))
        #expect(out.contains("<i class=\"wr-bar-fill\" style=\"width:25%;background:#007aff\"></i>"))
        let row = try html(HStack { Text("a"); Divider(); Text("b") })
        #expect(row.contains("<div class=\"wr-divider wr-divider-vertical\" style=\"align-self:stretch;"))
    }

    @Test func darkAndLightColours() throws {
        let view = VStack {
            Text("Primary")
            Text("Secondary").foregroundStyle(.secondary)
            Color.blue
        }
        let light = try html(view, scheme: .light)
        let dark = try html(view, scheme: .dark)
        #expect(light.hasPrefix("<div class=\"wr wr-light\""))
        #expect(dark.hasPrefix("<div class=\"wr wr-dark\""))
        #expect(light.contains("color:#000000\">Primary"))
        #expect(dark.contains("color:#ffffff\">Primary"))
        #expect(light.contains("color:#3c3c4399\">Secondary"))
        #expect(dark.contains("color:#ebebf599\">Secondary"))
        #expect(light.contains("background:#007aff"))
        #expect(dark.contains("background:#0a84ff"))
    }

    @Test func vibrantAccessoryWidgetsAreMonochrome() throws {
        let out = try html(
            VStack {
                Text("Title").foregroundStyle(.red)
                Text("White")
            }, family: .accessoryRectangular, scheme: .dark)
        #expect(out.hasPrefix("<div class=\"wr wr-dark wr-vibrant\""))
        #expect(!out.contains("#ff453a"))
        #expect(out.contains("color:#ffffff\">White"))
    }

    /// The lock screen draws primary content white whichever scheme the widget was evaluated in:
    /// the light scheme's black label is as prominent as the dark scheme's white one.
    @Test func vibrantPrimaryContentIsWhiteInBothSchemes() throws {
        for scheme in [ColorScheme.light, .dark] {
            let out = try html(VStack { Text("Primary"); Text("Secondary").foregroundStyle(.secondary) }, family: .accessoryRectangular, scheme: scheme)
            #expect(out.contains("color:#ffffff\">Primary"), "\(scheme): \(out)")
            #expect(!out.contains("color:#ffffff\">Secondary"), "\(scheme): secondary is fainter")
        }
    }

    @Test func viewThatFitsListsItsCandidatesForTheScript() throws {
        let out = try html(
            VStack(alignment: .leading) {
                ViewThatFits(in: .horizontal) {
                    Text("The long candidate").fixedSize()
                    Text("Short")
                }
            })
        #expect(out.contains("<div class=\"wr-zstack wr-fits\" style=\"align-self:stretch;justify-items:start\" data-wr-fit=\"horizontal\"><div class=\"wr-zstack wr-fits-candidate\">"))
        #expect(out.contains("<div class=\"wr-zstack wr-fits-candidate\" hidden><div class=\"wr-text\""))
    }

    @Test func entriesRenderTheirColourSchemeVariant() throws {
        let entry = EntryArchive(date: 0, variants: [widgetArchive(Text("x"), scheme: .light), widgetArchive(Text("x"), scheme: .dark)])
        #expect(try WidgetHTMLRenderer.render(entry, colorScheme: "dark")?.hasPrefix("<div class=\"wr wr-dark\"") == true)
        #expect(try WidgetHTMLRenderer.render(entry, colorScheme: "light")?.hasPrefix("<div class=\"wr wr-light\"") == true)
        #expect(try WidgetHTMLRenderer.render(EntryArchive(date: 0, variants: []), colorScheme: "dark") == nil)
    }

    @Test func accentedModeTintsTheAccentGroupOnly() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let archive = makeWidgetArchive(
            VStack {
                Text("Accent").widgetAccentable()
                Text("Plain")
            }, family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: referenceDate, environment: environment,
            renderingMode: .accented)
        let out = try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(accentColor: RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(out.hasPrefix("<div class=\"wr wr-dark wr-accented\""))
        #expect(out.contains("color:#ff0000\">Accent"))
        #expect(out.contains("color:#ffffff\">Plain"))
    }

    @Test func unsupportedVersionsAreRefused() throws {
        var archive = WidgetArchive(
            family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: 0, environment: ArchiveEnvironment(),
            root: ViewNode(id: "r", content: .vstack(StackArchive())))
        archive.version = WidgetArchive.currentVersion + 1
        #expect(throws: WidgetRenderError.unsupportedVersion(WidgetArchive.currentVersion + 1)) {
            try WidgetHTMLRenderer.render(archive)
        }
        #expect(throws: WidgetRenderError.self) { try WidgetTextRenderer.render(archive) }
    }
}

@MainActor
@Suite struct RedactionTests {
    @Test func placeholderDrawsTextAsBarsAndImagesAsBoxes() throws {
        let out = try html(
            VStack {
                Text("Secret name")
                Image(systemName: "star.fill")
                Image("Hero").resizable()
            }, reasons: .placeholder)
        #expect(!out.contains("Secret"))
        #expect(out.contains("<span class=\"wr-redacted\" style=\"background:#00000033\">xxxxxx xxxx</span>"))
        #expect(out.contains("<span class=\"wr-redacted-image\" style=\"width:17px;height:17px;background:#00000033\"></span>"))
        #expect(out.contains("<span class=\"wr-redacted-image wr-fillbox\""))
        #expect(!out.contains("<svg"))
        #expect(!out.contains("<img"))
    }

    @Test func privacySensitiveContentIsRedactedOnlyForPrivacy() throws {
        let locked = try html(PrivateBalanceView(), reasons: .privacy)
        #expect(!locked.contains("12,450"))
        #expect(locked.contains(">Checking<"))
        #expect(locked.contains("Updated just now"))
        #expect(locked.contains("<span class=\"wr-redacted\""))
        let unlocked = try html(PrivateBalanceView())
        #expect(unlocked.contains("$12,450.22"))
        #expect(!unlocked.contains("wr-redacted"))
    }

    @Test func unredactedContentIsShownInPlaceholders() throws {
        let out = try html(
            VStack {
                Text("Hidden")
                Text("Shown").unredacted()
            }, reasons: .placeholder)
        #expect(!out.contains("Hidden"))
        #expect(out.contains(">Shown</div>"))
    }

    @Test func invalidatedContentIsDimmed() throws {
        let out = try html(
            VStack {
                Text("Count").invalidatableContent()
                Text("Label")
            }, reasons: .invalidated)
        #expect(out.contains("<div class=\"wr-text wr-invalid\""))
        #expect(out.occurrences(of: "wr-invalid") == 1)
        #expect(WidgetHTMLRenderer.stylesheet.contains(".wr-invalid{opacity:.5}"))
    }

    @Test func redactedDatesDoNotTick() throws {
        let out = try html(Text(referenceDate.addingTimeInterval(60), style: .timer), reasons: .placeholder)
        #expect(!out.contains("data-wr-date"))
    }
}

@MainActor
@Suite struct EscapingTests {
    @Test func scriptInEntryTextIsInert() throws {
        let hostile = "<script>alert(\"x\")</script><img src=x onerror='alert(1)'>&amp;"
        let out = try html(
            VStack {
                Text(hostile)
                Text(verbatim: hostile).lineLimit(1)
                Label(hostile, systemImage: "x\"><script>alert(2)</script>")
                Image("a\"b<c>")
            })
        #expect(!out.contains("<script"))
        #expect(!out.contains("<img src=x"))
        #expect(!out.contains("onerror='"))
        #expect(out.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;amp;"))
        #expect(out.contains("title=\"x&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;\""))
        #expect(out.contains("title=\"No image named a&quot;b&lt;c&gt;\" data-wr-image=\"a&quot;b&lt;c&gt;\""))
        var found = widgetArchive(Image("a\"b<c>"))
        found.root.updateImage { $0.missing = nil }
        #expect(try WidgetHTMLRenderer.render(found).contains("src=\"images/a%22b%3Cc%3E\" alt=\"a&quot;b&lt;c&gt;\""))
        let text = try plainText(Text(hostile))
        #expect(text.contains("<script>"))  // The terminal shows text as it is.
    }

    @Test func identifiersAndIntentNamesAreAttributeEscaped() throws {
        let out = try html(
            ForEach(["a\"onclick=\"x"], id: \.self) { id in
                Link("Open", destination: URL(string: "https://example.com/?q=\"<>")!)
            })
        #expect(out.contains("data-wr-action=\"r#a&quot;onclick=&quot;x\""))
        #expect(!out.contains("onclick=\"x"))
        #expect(out.contains("href=\"https://example.com/?q=%22%3C%3E\""))
    }

    @Test func javascriptURLsAreRefused() throws {
        let out = try html(
            VStack {
                Link("Evil", destination: URL(string: "javascript:alert(1)")!)
                Link("Data", destination: URL(string: "data:text/html,<script>alert(1)</script>")!)
                Link("App", destination: URL(string: "myapp://item/1")!)
            }
            .widgetURL(URL(string: "JavaScript:alert(2)")))
        #expect(!out.lowercased().contains("javascript:"))
        #expect(!out.contains("data:text"))
        #expect(!out.contains("data-wr-widget-url"))
        #expect(out.contains("<span class=\"wr-anchor wr-blocked wr-zstack\" data-wr-action=\"r.c.0\">"))
        #expect(out.contains("<a class=\"wr-anchor wr-zstack\" href=\"myapp://item/1\" data-wr-url=\"myapp://item/1\" data-wr-action=\"r.c.2\">"))
        let safe = try html(Text("x").widgetURL(URL(string: "https://example.com/a?b=1&c=2")))
        #expect(safe.contains("data-wr-widget-url=\"https://example.com/a?b=1&amp;c=2\""))
    }

    @Test func urlSafety() {
        for url in ["https://example.com", "http://a.b/c", "myapp://open?x=1", "x-callback-url:run", "mailto:a@b.c", "tel:123"] {
            #expect(WidgetHTMLRenderer.isSafeURL(url), "\(url)")
        }
        for url in [
            "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "java\nscript:x",
            "vbscript:x", "data:text/html,x", "file:///etc/passwd", "blob:https://a/b", "about:blank", "/relative", "relative",
            ":nothing", "1http://x", "jav%61script:x", "https://exa mple.com",
        ] {
            #expect(!WidgetHTMLRenderer.isSafeURL(url), "\(url)")
        }
    }

    @Test func markdownLinksInTextAreLinksWithSafeURLsOnly() throws {
        let out = try html(Text("See [the docs](https://example.com/a?b=1&c=2), [this](javascript:alert(1)) and `code`"))
        #expect(out.contains("<a class=\"wr-anchor wr-run-link\" href=\"https://example.com/a?b=1&amp;c=2\" data-wr-url=\"https://example.com/a?b=1&amp;c=2\">the docs</a>"))
        #expect(out.contains("<span class=\"wr-anchor wr-run-link wr-blocked\">this</span>"))
        #expect(!out.lowercased().contains("javascript"))
        #expect(out.contains("<span style=\"font-family:var(--wr-mono);\">code</span>"))
    }

    @Test func escapeHelper() {
        #expect(WidgetHTMLRenderer.escape("<a href='x'>\"&\"</a>") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
        #expect(WidgetHTMLRenderer.escape("plain") == "plain")
    }
}

@MainActor
@Suite struct ActionTests {
    @Test func linksButtonsAndTogglesCarryTheirActions() throws {
        let out = try html(ControlsView(), family: .systemMedium)
        #expect(out.contains("data-wr-widget-url=\"myapp://home\""))
        #expect(out.contains("<button class=\"wr-toggle wr-hstack\" style=\"align-self:stretch\" type=\"button\" role=\"switch\" aria-checked=\"true\" data-wr-action=\"r.c.0\" data-wr-intent=\"ToggleLightIntent\">"))
        #expect(out.contains("<button class=\"wr-button wr-button-bordered wr-zstack\" style=\"background:#78788029;min-height:34px\" type=\"button\" data-wr-action=\"r.c.1.c.0\" data-wr-intent=\"ToggleLightIntent\">"))
        #expect(out.contains("<button class=\"wr-button wr-button-bordered wr-button-prominent wr-zstack\" style=\"background:#007aff;min-height:34px\" type=\"button\" data-wr-action=\"r.c.1.c.1\""))
        #expect(out.contains("<a class=\"wr-anchor wr-zstack\" href=\"myapp://rooms\" data-wr-url=\"myapp://rooms\" data-wr-action=\"r.c.1.c.3\">"))
    }

    @Test func closureButtonsAreDisabled() throws {
        let out = try html(Button("Tap") {})
        #expect(out.contains("type=\"button\" disabled>"))
        #expect(!out.contains("data-wr-action"))
    }
}

@MainActor
@Suite struct DynamicDateTests {
    let now = referenceDate.timeIntervalSince1970 + 10

    @Test func relativeOffsetAndTimerStylesCarryTheirDateAndTheTextAtNow() throws {
        let out = try html(
            VStack {
                Text(referenceDate.addingTimeInterval(3725), style: .relative)
                Text(referenceDate.addingTimeInterval(-90), style: .offset)
                Text(referenceDate.addingTimeInterval(65), style: .timer)
                Text(referenceDate, style: .time)
            }, now: now)
        #expect(out.contains("<span class=\"wr-date\" data-wr-date=\"1700003725\" data-wr-style=\"relative\">1 hour, 1 minute</span>"))
        #expect(out.contains("<span class=\"wr-date\" data-wr-date=\"1699999910\" data-wr-style=\"offset\">-1 minute</span>"))
        #expect(out.contains("<span class=\"wr-date\" data-wr-date=\"1700000065\" data-wr-style=\"timer\">0:55</span>"))
        // Styles that do not change with time stay as archived, without data attributes.
        #expect(out.contains(">10:13\u{202F}PM</div>") || out.contains(">10:13 PM</div>"))
    }

    @Test func timerIntervalsAndTimerProgress() throws {
        let interval = referenceDate...referenceDate.addingTimeInterval(100)
        let out = try html(
            VStack {
                Text(timerInterval: referenceDate...referenceDate.addingTimeInterval(3600), countsDown: false)
                Text(timerInterval: interval, pauseTime: referenceDate.addingTimeInterval(40))
                ProgressView(timerInterval: interval)
            }, now: now)
        #expect(out.contains("<span class=\"wr-date\" data-wr-timer-start=\"1700000000\" data-wr-timer-end=\"1700003600\" data-wr-counts-down=\"false\" data-wr-shows-hours=\"true\">0:10</span>"))
        #expect(out.contains("data-wr-timer-start=\"1700000000\" data-wr-timer-end=\"1700000100\" data-wr-pause=\"1700000040\" data-wr-counts-down=\"true\" data-wr-shows-hours=\"true\">1:00</span>"))
        #expect(out.contains("<i class=\"wr-bar-fill\" style=\"width:90%;background:#007aff\" data-wr-progress-start=\"1700000000\" data-wr-progress-end=\"1700000100\" data-wr-counts-down=\"true\"></i>"))
        // Without `now`, the entry date.
        let atEntry = try html(ProgressView(timerInterval: interval, countsDown: false))
        #expect(atEntry.contains("width:0%"))
    }

    @Test func theScriptReadsTheAttributesTheRendererWrites() {
        let script = WidgetHTMLRenderer.script
        for attribute in [
            "data-wr-date", "data-wr-style", "data-wr-timer-start", "data-wr-timer-end", "data-wr-pause", "data-wr-counts-down",
            "data-wr-shows-hours", "data-wr-progress-start", "data-wr-progress-end", "data-wr-min-scale", "data-wr-fit",
        ] {
            #expect(script.contains("\"" + attribute) || script.contains("[" + attribute), "\(attribute)")
        }
        #expect(!script.contains("eval("))
        #expect(!script.contains("innerHTML"))
    }
}

@MainActor
@Suite struct SymbolTests {
    @Test func knownSymbolsAreDrawnFromTheIconSet() throws {
        let out = try html(Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow))
        #expect(out.contains("<svg class=\"wr-symbol\" style=\"width:28px;height:28px;color:#ffcc00\" viewBox=\"0 0 16 16\" fill=\"currentColor\" aria-hidden=\"true\"><path d=\"M3.612 15.443"))
    }

    @Test func theCommonWidgetSymbolsAreAllKnown() throws {
        for name in SymbolsView.names where name != "no.such.symbol" {
            let out = try html(Image(systemName: name))
            #expect(out.contains("<svg class=\"wr-symbol\""), "\(name)")
        }
    }

    @Test func variantsFallBackToTheirBaseSymbol() throws {
        let out = try html(Image(systemName: "person.crop.circle.badge.plus"))
        let base = try html(Image(systemName: "person.crop.circle"))
        #expect(out == base)
    }

    @Test func unknownSymbolsGetAVisibleFallbackNamedAfterThem() throws {
        let out = try html(Image(systemName: "no.such.symbol").imageScale(.large))
        #expect(out.contains("<span class=\"wr-symbol wr-symbol-missing\" style=\"width:22px;height:22px;color:#000000\" title=\"no.such.symbol\" data-wr-symbol=\"no.such.symbol\"></span>"))
        #expect(WidgetHTMLRenderer.stylesheet.contains(".wr-symbol-missing{position:relative;border:1px dashed currentColor"))
    }

    @Test func symbolsInsideText() throws {
        let out = try html(Text("Rain \(Image(systemName: "cloud.rain.fill")) later"))
        #expect(out.contains("Rain <svg class=\"wr-symbol wr-symbol-inline\" viewBox=\"0 0 16 16\" fill=\"currentColor\" aria-hidden=\"true\"><path"))
    }

    @Test func namedImagesUseTheConfiguredPrefix() throws {
        var archive = widgetArchive(Image("Hero Shot").resizable().scaledToFill())
        archive.root.updateImage { $0.missing = nil }  // as an extension that has the image archives it
        let out = try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(imageURLPrefix: "/api/extensions/demo/images/"))
        #expect(out.contains("<img class=\"wr-img wr-fillbox\" style=\"justify-self:stretch;align-self:stretch;object-fit:cover\" src=\"/api/extensions/demo/images/Hero%20Shot\" alt=\"Hero Shot\">"))
        #expect(!out.contains("</img>"))
        var given = HTMLRenderOptions()
        given.imageURLs = ["Hero Shot": "images/0.png"]
        #expect(try WidgetHTMLRenderer.render(archive, options: given).contains(#"src="images/0.png" alt="Hero Shot""#))
        // An image set's dark-appearance file is asked for as such, and given outright by its reference.
        archive.root.updateImage { $0.appearance = "dark" }
        #expect(try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(imageURLPrefix: "/i/")).contains(#"src="/i/Hero%20Shot?appearance=dark""#))
        given.imageURLs["Hero Shot?appearance=dark"] = "images/1.png"
        #expect(try WidgetHTMLRenderer.render(archive, options: given).contains(#"src="images/1.png" alt="Hero Shot""#))
    }

    /// A named image is drawn as a mask over a colour where Apple's systems do not draw it as
    /// is: `renderingMode(.template)` (its shape in the foreground), the lock screen's
    /// `vibrant` mode (desaturated) and the `accented` mode (its shape in its group's colour,
    /// or as `widgetAccentedRenderingMode(_:)` says).
    @Test func namedImagesAreMasksWhereTheSystemTintsThem() throws {
        func rendered(_ view: some View, family: WidgetFamily = .systemSmall, mode: ArchiveEnvironment.RenderingMode? = nil) throws -> String {
            // Accessories are shown dark, as on the lock screen.
            var archive = widgetArchive(view, family: family, scheme: family.isAccessory ? .dark : .light)
            archive.root = archive.root.withImagesFound()
            if let mode { archive.environment.renderingMode = mode }
            return try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(imageURLPrefix: "/i/"))
        }
        let plain = try rendered(Image("Hero"))
        #expect(plain.contains(#"<img class="wr-img" src="/i/Hero" alt="Hero">"#), "\(plain)")

        let template = try rendered(Image("Hero").renderingMode(.template).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        #expect(template.contains(#"<span class="wr-img wr-img-mask" style="color:#ff0000;mask-image:url('/i/Hero');mask-mode:alpha" role="img" aria-label="Hero"></span>"#), "\(template)")

        let vibrant = try rendered(Image(decorative: "Hero"), family: .accessoryCircular)
        #expect(vibrant.contains(#"style="color:#ffffff;mask-image:url('/i/Hero');mask-mode:luminance" aria-hidden="true""#), "\(vibrant)")
        #expect(vibrant.contains(#"aria-hidden="true""#) && !vibrant.contains("<img"))

        let modes: [(WidgetAccentedRenderingMode?, String?)] = [
            (nil, #"mask-mode:alpha""#), (.accented, #"mask-mode:alpha""#), (.desaturated, #"mask-mode:luminance""#),
            (.accentedDesaturated, #"mask-mode:luminance""#), (.fullColor, nil),
        ]
        for (mode, expected) in modes {
            let accented = try rendered(Image("Hero").widgetAccentedRenderingMode(mode), mode: .accented)
            if let expected {
                #expect(accented.contains(expected) && accented.contains("wr-img-mask"), "\(String(describing: mode))")
            } else {
                #expect(accented.contains(#"<img class="wr-img" src="/i/Hero" alt="Hero">"#), "\(accented)")
            }
        }
        // The accent group's colour for the accented modes, the default group's otherwise.
        let accent = try rendered(Image("Hero").widgetAccentedRenderingMode(.accented), mode: .accented)
        let plainAccented = try rendered(Image("Hero"), mode: .accented)
        #expect(accent.contains("color:#007aff") || accent.contains("color:#0a84ff"), "\(accent)")
        #expect(!plainAccented.contains("color:#007aff") && !plainAccented.contains("color:#0a84ff"), "\(plainAccented)")

        // A URL is escaped for the CSS string and for the attribute.
        var options = HTMLRenderOptions()
        options.imageURLs["Hero"] = "images/it's \\ \"here\".png"
        var archive = widgetArchive(Image("Hero").renderingMode(.template))
        archive.root = archive.root.withImagesFound()
        #expect(try WidgetHTMLRenderer.render(archive, options: options).contains(#"mask-image:url('images/it\&#39;s \\ &quot;here&quot;.png');mask-mode:alpha""#))
    }

    /// An image the extension does not have is a visible placeholder naming it, not a broken
    /// image (and no request the page would log as failed); a found one has its size in points.
    @Test func aMissingNamedImageIsAVisiblePlaceholderAndAFoundOneHasItsSize() throws {
        var archive = widgetArchive(Image("Nowhere"))
        #expect(archive.root.image?.missing == true)
        #expect(try WidgetHTMLRenderer.render(archive).contains(
            "<span class=\"wr-img-missing wr-symbol-missing\" title=\"No image named Nowhere\" data-wr-image=\"Nowhere\"></span>"))
        archive.root.updateImage { $0.missing = nil }
        archive.root.updateImage { $0.size = ArchiveSize(width: 60, height: 20.5) }
        #expect(try WidgetHTMLRenderer.render(archive).contains(
            "<img class=\"wr-img\" style=\"width:60px;height:20.5px\" src=\"images/Nowhere\" alt=\"Nowhere\">"))
    }
}

extension ViewNode {
    /// Changes the image of an image node (nothing for other nodes).
    mutating func updateImage(_ change: (inout ImageArchive) -> Void) {
        guard case .image(var image) = content else { return }
        change(&image)
        content = .image(image)
    }

    /// The tree with every named image archived as found, as by an extension that has them.
    func withImagesFound() -> ViewNode {
        var node = self
        node.updateImage { if $0.name != nil { $0.missing = nil } }
        node.children = node.children.map { $0.withImagesFound() }
        return node
    }
}
