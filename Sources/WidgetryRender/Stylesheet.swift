// The CSS of rendered widgets (`WidgetHTMLRenderer.stylesheet`). Class names start with `wr-`;
// everything is scoped under `.wr` (the widget) or `.wr-page` (the preview page of
// `WidgetHTMLRenderer.document`). See HTMLRenderer.swift for how SwiftUI layout maps to it.
let widgetStylesheet = #"""
.wr{--wr-font:-apple-system,BlinkMacSystemFont,"SF Pro Text","SF Pro",Inter,"Helvetica Neue",Roboto,Arial,sans-serif;--wr-rounded:ui-rounded,"SF Pro Rounded",Nunito,"Varela Round",-apple-system,BlinkMacSystemFont,Inter,Roboto,Arial,sans-serif;--wr-serif:ui-serif,"New York",Georgia,"Times New Roman",serif;--wr-mono:ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace;position:relative;flex:none;overflow:hidden;isolation:isolate;box-sizing:border-box;font-family:var(--wr-font);font-size:17px;line-height:1.2;color:#000;text-align:start;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:none;text-size-adjust:none}
.wr *{box-sizing:border-box;margin:0;padding:0}
.wr-dark{color:#fff}
.wr-cbg{position:absolute;inset:0}
.wr-default-bg{background:#fff}
.wr-dark .wr-default-bg{background:#1c1c1e}
.wr-content{position:absolute;inset:0}
.wr-z{display:grid;grid-template:minmax(0,1fr)/minmax(0,1fr);place-items:center}
.wr-z>*{grid-area:1/1;max-width:100%;position:relative}
.wr-v{display:flex;flex-direction:column;align-items:center;gap:8px}
.wr-v>*{max-width:100%}
.wr-h{display:flex;flex-direction:row;align-items:center;gap:8px}
.wr-h>*{min-width:0}
.wr-grid{display:grid;gap:8px;grid-auto-rows:auto;min-width:0}
.wr-gcell{min-width:0;min-height:0}
.wr-dh,.wr-dh>*{position:relative}
.wr-dh>.wr-dl{position:absolute;inset:0;max-width:none}
.wr-t{display:block;max-width:100%;white-space:pre-wrap;overflow-wrap:break-word}
.wr-l1{white-space:pre;overflow:hidden;text-overflow:ellipsis}
.wr-lc{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
.wr-rd{color:transparent;border-radius:.3em;-webkit-box-decoration-break:clone;box-decoration-break:clone;user-select:none}
.wr-rd-img{display:block;flex-shrink:0;border-radius:4px}
.wr-rd-named{width:32px;height:32px}
.wr-sym{display:block;flex-shrink:0;overflow:visible}
.wr-sym-i{display:inline-block;width:1em;height:1em;vertical-align:-.12em}
.wr-sym-missing{position:relative;border:1px dashed currentColor;border-radius:3px;opacity:.75}
.wr-sym-missing::after{content:"?";position:absolute;inset:0;display:grid;place-items:center;font:600 9px/1 var(--wr-font)}
.wr-img{display:block;flex-shrink:0}
.wr-img-missing{display:block;flex-shrink:0;width:32px;height:32px}
.wr-img-mask{background-color:currentColor;mask-position:center;mask-repeat:no-repeat;mask-size:100% 100%}
.wr-fillbox{width:100%;height:100%;min-width:0;min-height:0;flex-shrink:1}
.wr-img-i{display:inline-block;height:1em;vertical-align:-.12em}
.wr-fill,.wr-sp{min-width:0;min-height:0}
.wr-dv{border:0 solid}
.wr-dv-h{border-top-width:.5px}
.wr-dv-v{border-left-width:.5px}
.wr-label{gap:6px}
.wr-shape{position:relative;min-width:0;min-height:0}
.wr-cv{position:relative;min-width:0;min-height:0}.wr-cv-s{position:absolute;left:0;top:0;overflow:visible}.wr-cv-at{width:max-content}.wr-cv-in{width:100%;height:100%;place-items:start}
.wr-cq{container-type:size}
.wr-sd{position:absolute;inset:0;display:block}
svg.wr-sd{width:100%;height:100%;overflow:visible}
.wr-circ{inset:auto;left:50%;top:50%;width:min(100cqw,100cqh);aspect-ratio:1;translate:-50% -50%}
.wr-stroke{position:absolute;display:block;mask:linear-gradient(#000 0 0) content-box exclude,linear-gradient(#000 0 0)}
.wr-stroke-dash{position:absolute;display:block;border-style:dashed}
.wr-cap{position:absolute;display:block;aspect-ratio:1;border-radius:50%}
.wr-gc{position:relative;flex-shrink:0}
.wr-ring{position:absolute;inset:0;display:block;border-radius:50%;mask:radial-gradient(farthest-side,transparent calc(100% - var(--wr-ring) - .5px),#000 calc(100% - var(--wr-ring)))}
.wr-gdot{position:absolute;display:block;aspect-ratio:1;border-radius:50%;background:#fff;box-shadow:0 0 0 1.5px rgba(0,0,0,.25)}
.wr-gc-center{position:absolute;inset:0}
.wr-gc-center>*{zoom:.8}
.wr-gc-min,.wr-gc-max,.wr-gc-label{position:absolute;bottom:0;zoom:.6}
.wr-gc-min{left:0}
.wr-gc-max{right:0}
.wr-gc-label{left:0;right:0}
.wr-gl,.wr-pl{align-items:stretch;gap:4px}
.wr-gl-top,.wr-gl-row{gap:6px}
.wr-gl-top>.wr-sp,.wr-gl-row>.wr-bar{flex:1 1 0}
.wr-bar{position:relative;display:block;height:4px;min-width:8px;border-radius:9999px}
.wr-bar-fill{position:absolute;left:0;top:0;bottom:0;display:block;border-radius:inherit}
.wr-bar-dot{position:absolute;top:50%;display:block;width:8px;height:8px;margin:-4px 0 0 -4px;border-radius:50%;background:#fff;box-shadow:0 0 0 1.5px rgba(0,0,0,.3)}
.wr-pc{gap:4px}
.wr-pring{position:relative;width:20px;height:20px;flex-shrink:0}
.wr-pring>.wr-ring{background:conic-gradient(var(--wr-tint) var(--wr-p),var(--wr-track) 0)}
.wr-spin{width:20px;height:20px;flex-shrink:0;border-radius:50%;border:2.5px solid rgba(127,127,127,.3);border-top-color:rgba(127,127,127,.9);animation:wr-spin 1s linear infinite}
@keyframes wr-spin{to{rotate:360deg}}
.wr-a{color:inherit;text-decoration:none;cursor:pointer}
.wr-run-link{color:var(--wr-link,#007aff)}
.wr-dark .wr-run-link{color:var(--wr-link,#0a84ff)}
.wr-invalid{opacity:.5}
.wr-btn,.wr-toggle{font:inherit;color:inherit;background:none;border:0;text-align:inherit;cursor:pointer}
.wr-btn-bordered{padding:6px 12px;border-radius:9999px}
.wr-btn[disabled]{cursor:default}
.wr-toggle-label{flex:1 1 0;align-items:flex-start}
.wr-switch{position:relative;display:block;flex:none;width:51px;height:31px;border-radius:9999px}
.wr-knob{position:absolute;top:2px;left:2px;display:block;width:27px;height:27px;border-radius:50%;background:#fff;box-shadow:0 2px 4px rgba(0,0,0,.2)}
.wr-knob.wr-on{left:22px}
.wr-vtf-c[hidden]{display:none}
.wr-page{margin:0;padding:24px;display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start;font-family:system-ui,sans-serif}
.wr-page-light{background:#f2f2f7;color:#000}
.wr-page-dark{background:#000;color:#fff}
.wr-page .wr{box-shadow:0 2px 12px rgba(0,0,0,.12)}
.wr-page .wr-vibrant,.wr-page .wr-accented{background:linear-gradient(160deg,#4b5d82,#232b40)}
"""#
