// The CSS of rendered widgets (`WidgetHTMLRenderer.stylesheet`). Class names start with `wr-`;
// everything is scoped under `.wr` (the widget) or `.wr-page` (the preview page of
// `WidgetHTMLRenderer.document`). See HTML/HTMLRenderer.swift for how SwiftUI layout maps to it.
let widgetStylesheet = #"""
.wr{--wr-font:-apple-system,BlinkMacSystemFont,"SF Pro Text","SF Pro",Inter,"Helvetica Neue",Roboto,Arial,sans-serif;--wr-rounded:ui-rounded,"SF Pro Rounded",Nunito,"Varela Round",-apple-system,BlinkMacSystemFont,Inter,Roboto,Arial,sans-serif;--wr-serif:ui-serif,"New York",Georgia,"Times New Roman",serif;--wr-mono:ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace;position:relative;flex:none;overflow:hidden;isolation:isolate;box-sizing:border-box;font-family:var(--wr-font);font-size:17px;line-height:1.2;color:#000;text-align:start;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:none;text-size-adjust:none}
.wr *{box-sizing:border-box;margin:0;padding:0}
.wr-dark{color:#fff}
.wr-container-background{position:absolute;inset:0}
.wr-default-bg{background:#fff}
.wr-dark .wr-default-bg{background:#1c1c1e}
.wr-content{position:absolute;inset:0}
.wr-zstack{display:grid;grid-template:minmax(0,1fr)/minmax(0,1fr);place-items:center}
.wr-zstack>*{grid-area:1/1;max-width:100%;position:relative}
.wr-vstack{display:flex;flex-direction:column;align-items:center;gap:8px}
.wr-vstack>*{max-width:100%}
.wr-hstack{display:flex;flex-direction:row;align-items:center;gap:8px}
.wr-hstack>*{min-width:0}
.wr-grid{display:grid;gap:8px;grid-auto-rows:auto;min-width:0}
.wr-grid-cell{min-width:0;min-height:0}
.wr-decorated,.wr-decorated>*{position:relative}
.wr-decorated>.wr-decoration{position:absolute;inset:0;max-width:none}
.wr-text{display:block;max-width:100%;white-space:pre-wrap;overflow-wrap:break-word}
.wr-text-one-line{white-space:pre;overflow:hidden;text-overflow:ellipsis}
.wr-text-clamped{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
.wr-redacted{color:transparent;border-radius:.3em;-webkit-box-decoration-break:clone;box-decoration-break:clone;user-select:none}
.wr-redacted-image{display:block;flex-shrink:0;border-radius:4px}
.wr-redacted-named{width:32px;height:32px}
.wr-symbol{display:block;flex-shrink:0;overflow:visible}
.wr-symbol-inline{display:inline-block;width:1em;height:1em;vertical-align:-.12em}
.wr-symbol-missing{position:relative;border:1px dashed currentColor;border-radius:3px;opacity:.75}
.wr-symbol-missing::after{content:"?";position:absolute;inset:0;display:grid;place-items:center;font:600 9px/1 var(--wr-font)}
.wr-img{display:block;flex-shrink:0}
.wr-img-missing{display:block;flex-shrink:0;width:32px;height:32px}
.wr-img-mask{background-color:currentColor;mask-position:center;mask-repeat:no-repeat;mask-size:100% 100%}
.wr-fillbox{width:100%;height:100%;min-width:0;min-height:0;flex-shrink:1}
.wr-img-inline{display:inline-block;height:1em;vertical-align:-.12em}
.wr-fill,.wr-spacer{min-width:0;min-height:0}
.wr-divider{border:0 solid}
.wr-divider-horizontal{border-top-width:.5px}
.wr-divider-vertical{border-left-width:.5px}
.wr-label{gap:6px}
.wr-shape{position:relative;min-width:0;min-height:0}
.wr-drawing{position:relative;min-width:0;min-height:0}.wr-drawing-svg{position:absolute;left:0;top:0;overflow:visible}.wr-drawing-at{width:max-content}.wr-drawing-in{width:100%;height:100%;place-items:start}
.wr-size-container{container-type:size}
.wr-shape-drawing{position:absolute;inset:0;display:block}
svg.wr-shape-drawing{width:100%;height:100%;overflow:visible}
.wr-circle{inset:auto;left:50%;top:50%;width:min(100cqw,100cqh);aspect-ratio:1;translate:-50% -50%}
.wr-stroke{position:absolute;display:block;mask:linear-gradient(#000 0 0) content-box exclude,linear-gradient(#000 0 0)}
.wr-stroke-dash{position:absolute;display:block;border-style:dashed}
.wr-stroke-cap{position:absolute;display:block;aspect-ratio:1;border-radius:50%}
.wr-gauge-circular{position:relative;flex-shrink:0}
.wr-ring{position:absolute;inset:0;display:block;border-radius:50%;mask:radial-gradient(farthest-side,transparent calc(100% - var(--wr-ring) - .5px),#000 calc(100% - var(--wr-ring)))}
.wr-gauge-dot{position:absolute;display:block;aspect-ratio:1;border-radius:50%;background:#fff;box-shadow:0 0 0 1.5px rgba(0,0,0,.25)}
.wr-gauge-center{position:absolute;inset:0}
.wr-gauge-center>*{zoom:.8}
.wr-gauge-min,.wr-gauge-max,.wr-gauge-label{position:absolute;bottom:0;zoom:.6}
.wr-gauge-min{left:0}
.wr-gauge-max{right:0}
.wr-gauge-label{left:0;right:0}
.wr-gauge-linear,.wr-progress-linear{align-items:stretch;gap:4px}
.wr-gauge-linear-top,.wr-gauge-linear-row{gap:6px}
.wr-gauge-linear-top>.wr-spacer,.wr-gauge-linear-row>.wr-bar{flex:1 1 0}
.wr-bar{position:relative;display:block;height:4px;min-width:8px;border-radius:9999px}
.wr-bar-fill{position:absolute;left:0;top:0;bottom:0;display:block;border-radius:inherit}
.wr-bar-dot{position:absolute;top:50%;display:block;width:8px;height:8px;margin:-4px 0 0 -4px;border-radius:50%;background:#fff;box-shadow:0 0 0 1.5px rgba(0,0,0,.3)}
.wr-progress-circular{gap:4px}
.wr-progress-ring{position:relative;width:20px;height:20px;flex-shrink:0}
.wr-progress-ring>.wr-ring{background:conic-gradient(var(--wr-tint) var(--wr-p),var(--wr-track) 0)}
.wr-spin{width:20px;height:20px;flex-shrink:0;border-radius:50%;border:2.5px solid rgba(127,127,127,.3);border-top-color:rgba(127,127,127,.9);animation:wr-spin 1s linear infinite}
@keyframes wr-spin{to{rotate:360deg}}
.wr-anchor{color:inherit;text-decoration:none;cursor:pointer}
.wr-run-link{color:var(--wr-link,#007aff)}
.wr-dark .wr-run-link{color:var(--wr-link,#0a84ff)}
.wr-invalid{opacity:.5}
.wr-button,.wr-toggle{font:inherit;color:inherit;background:none;border:0;text-align:inherit;cursor:pointer}
.wr-button-bordered{padding:6px 12px;border-radius:9999px}
.wr-button[disabled]{cursor:default}
.wr-toggle-label{flex:1 1 0;align-items:flex-start}
.wr-switch{position:relative;display:block;flex:none;width:51px;height:31px;border-radius:9999px}
.wr-knob{position:absolute;top:2px;left:2px;display:block;width:27px;height:27px;border-radius:50%;background:#fff;box-shadow:0 2px 4px rgba(0,0,0,.2)}
.wr-knob.wr-on{left:22px}
.wr-fits-candidate[hidden]{display:none}
.wr-page{margin:0;padding:24px;display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start;font-family:system-ui,sans-serif}
.wr-page-light{background:#f2f2f7;color:#000}
.wr-page-dark{background:#000;color:#fff}
.wr-page .wr{box-shadow:0 2px 12px rgba(0,0,0,.12)}
.wr-page .wr-vibrant,.wr-page .wr-accented{background:linear-gradient(160deg,#4b5d82,#232b40)}
"""#
