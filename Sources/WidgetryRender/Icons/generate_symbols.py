#!/usr/bin/env python3
"""Generates ../SymbolIcons.swift: SF Symbol names -> SVG markup (16x16 view box).

The glyphs are Bootstrap Icons (MIT licence, see LICENSE-bootstrap-icons.txt beside this
script), read from Debian's `bootstrap-icons` package (`apt-get install bootstrap-icons`,
version 1.10.3), plus a few drawn by hand or composed from Bootstrap icons for names
Bootstrap Icons 1.10 lacks (the names real widgets use: docs/compatibility.md, "SF Symbols").
The generated file is committed: building the package needs neither this script nor the Debian package.

Usage: python3 Sources/WidgetryRender/Icons/generate_symbols.py [/usr/share/bootstrap-icons/svg]
"""
import os, re, sys

ICONS = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/bootstrap-icons/svg"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "SymbolIcons.swift")

# SF Symbol name -> Bootstrap Icons name.
MAPPING = """
star star | star.fill star-fill | star.leadinghalf.filled star-half | star.circle star | star.circle.fill star-fill
heart heart | heart.fill heart-fill | heart.circle heart | heart.slash heartbreak
bolt lightning | bolt.fill lightning-fill | bolt.circle lightning | bolt.circle.fill lightning-fill | bolt.heart heart-pulse | bolt.heart.fill heart-pulse-fill
cloud cloud | cloud.fill cloud-fill | cloud.rain cloud-rain | cloud.rain.fill cloud-rain-fill
cloud.heavyrain cloud-rain-heavy | cloud.heavyrain.fill cloud-rain-heavy-fill | cloud.drizzle cloud-drizzle | cloud.drizzle.fill cloud-drizzle-fill
cloud.sun cloud-sun | cloud.sun.fill cloud-sun-fill | cloud.moon cloud-moon | cloud.moon.fill cloud-moon-fill
cloud.snow cloud-snow | cloud.snow.fill cloud-snow-fill | cloud.bolt cloud-lightning | cloud.bolt.fill cloud-lightning-fill
cloud.bolt.rain cloud-lightning-rain | cloud.bolt.rain.fill cloud-lightning-rain-fill | cloud.fog cloud-fog | cloud.fog.fill cloud-fog-fill
cloud.sleet cloud-sleet | cloud.sleet.fill cloud-sleet-fill | cloud.hail cloud-hail | cloud.hail.fill cloud-hail-fill | smoke clouds | smoke.fill clouds-fill
sun.max sun | sun.max.fill sun-fill | sun.min brightness-low | sun.min.fill brightness-low-fill | sun.haze cloud-haze | sun.haze.fill cloud-haze-fill
sunrise sunrise | sunrise.fill sunrise-fill | sunset sunset | sunset.fill sunset-fill
moon moon | moon.fill moon-fill | moon.stars moon-stars | moon.stars.fill moon-stars-fill | moon.zzz moon | moon.zzz.fill moon-fill
wind wind | snowflake snow | snow snow2 | tornado tornado | hurricane hurricane | humidity moisture | humidity.fill moisture
thermometer thermometer-half | thermometer.medium thermometer-half | thermometer.high thermometer-high | thermometer.low thermometer-low
thermometer.sun thermometer-sun | thermometer.snowflake thermometer-snow
drop droplet | drop.fill droplet-fill | drop.halffull droplet-half | flame fire | flame.fill fire
umbrella umbrella | umbrella.fill umbrella-fill
bell bell | bell.fill bell-fill | bell.slash bell-slash | bell.slash.fill bell-slash-fill
calendar calendar | calendar.badge.plus calendar-plus | calendar.badge.clock calendar-event | calendar.circle calendar | calendar.circle.fill calendar-fill
clock clock | clock.fill clock-fill | alarm alarm | alarm.fill alarm-fill | timer stopwatch | stopwatch stopwatch | stopwatch.fill stopwatch-fill
hourglass hourglass-split | hourglass.bottomhalf.filled hourglass-bottom | hourglass.tophalf.filled hourglass-top
checkmark check-lg | checkmark.circle check-circle | checkmark.circle.fill check-circle-fill | checkmark.square check-square | checkmark.square.fill check-square-fill
xmark x-lg | xmark.circle x-circle | xmark.circle.fill x-circle-fill | xmark.square x-square | xmark.square.fill x-square-fill
plus plus-lg | plus.circle plus-circle | plus.circle.fill plus-circle-fill | plus.square plus-square | plus.square.fill plus-square-fill
minus dash-lg | minus.circle dash-circle | minus.circle.fill dash-circle-fill
gear gear | gearshape gear | gearshape.fill gear-fill | gearshape.2 gear-wide-connected | slider.horizontal.3 sliders
person person | person.fill person-fill | person.circle person-circle | person.circle.fill person-circle
person.crop.circle person-circle | person.crop.circle.fill person-circle | person.2 people | person.2.fill people-fill | person.3 people | person.3.fill people-fill
house house | house.fill house-fill | building.2 buildings | building.2.fill buildings-fill
cart cart | cart.fill cart-fill | bag bag | bag.fill bag-fill | basket basket | basket.fill basket-fill | creditcard credit-card | creditcard.fill credit-card-fill
gift gift | gift.fill gift-fill | tag tag | tag.fill tag-fill | dollarsign.circle currency-dollar | dollarsign.circle.fill currency-dollar
music.note music-note | music.note.list music-note-list | music.mic mic | headphones headphones | airpods earbuds
play play | play.fill play-fill | play.circle play-circle | play.circle.fill play-circle-fill | pause pause | pause.fill pause-fill
pause.circle pause-circle | pause.circle.fill pause-circle-fill | stop stop | stop.fill stop-fill | stop.circle stop-circle | stop.circle.fill stop-circle-fill
forward.fill fast-forward-fill | backward.fill rewind-fill | forward.end.fill skip-end-fill | backward.end.fill skip-start-fill
shuffle shuffle | repeat repeat | speaker.fill volume-off-fill | speaker.wave.2 volume-up | speaker.wave.2.fill volume-up-fill | speaker.slash.fill volume-mute-fill
mic mic | mic.fill mic-fill | mic.slash mic-mute | mic.slash.fill mic-mute-fill
battery.100 battery-full | battery.75 battery-full | battery.50 battery-half | battery.25 battery-half | battery.0 battery | battery.100.bolt battery-charging | battery.100percent battery-full
wifi wifi | wifi.slash wifi-off | antenna.radiowaves.left.and.right broadcast | dot.radiowaves.left.and.right broadcast-pin
mappin geo-alt-fill | mappin.circle geo-alt | mappin.circle.fill geo-alt-fill | mappin.and.ellipse geo-alt | map map | map.fill map-fill | globe globe
globe.americas globe-americas | globe.europe.africa globe-europe-africa | globe.asia.australia globe-asia-australia | signpost.right signpost | signpost.right.fill signpost-fill
envelope envelope | envelope.fill envelope-fill | envelope.open envelope-open | envelope.open.fill envelope-open-fill | tray inbox | tray.fill inbox-fill
phone telephone | phone.fill telephone-fill | video camera-video | video.fill camera-video-fill | message chat | message.fill chat-fill
bubble.left chat-left | bubble.left.fill chat-left-fill | bubble.right chat-right | bubble.right.fill chat-right-fill | bubble.left.and.bubble.right chat-left-text
camera camera | camera.fill camera-fill | photo image | photo.fill image-fill | photo.on.rectangle images | film film | tv tv | tv.fill tv-fill
book book | book.fill book-fill | book.closed journal | book.closed.fill journal | books.vertical bookshelf | books.vertical.fill bookshelf
bookmark bookmark | bookmark.fill bookmark-fill | newspaper newspaper | newspaper.fill newspaper | doc file-earmark | doc.fill file-earmark-fill
doc.text file-earmark-text | doc.text.fill file-earmark-text-fill | folder folder | folder.fill folder-fill | paperclip paperclip | pencil pencil | pencil.circle pencil | square.and.pencil pencil-square
trash trash | trash.fill trash-fill | archivebox archive | archivebox.fill archive-fill | list.bullet list-ul | list.number list-ol | checklist list-check | list.dash list
tree tree | tree.fill tree-fill | camera.macro flower1 | laurel.leading award | rosette award | crown award-fill
trophy trophy | trophy.fill trophy-fill | medal award | medal.fill award-fill | flag flag | flag.fill flag-fill
gamecontroller controller | gamecontroller.fill controller | dice dice-5 | dice.fill dice-5-fill | puzzlepiece puzzle | puzzlepiece.fill puzzle-fill
arrow.up arrow-up | arrow.down arrow-down | arrow.left arrow-left | arrow.right arrow-right | arrow.up.right arrow-up-right | arrow.down.right arrow-down-right
arrow.clockwise arrow-clockwise | arrow.counterclockwise arrow-counterclockwise | arrow.triangle.2.circlepath arrow-repeat | arrow.2.circlepath arrow-repeat
arrow.up.circle arrow-up-circle | arrow.up.circle.fill arrow-up-circle-fill | arrow.down.circle arrow-down-circle | arrow.down.circle.fill arrow-down-circle-fill
arrow.up.arrow.down arrow-down-up | arrow.left.arrow.right arrow-left-right
chevron.right chevron-right | chevron.left chevron-left | chevron.up chevron-up | chevron.down chevron-down | chevron.forward chevron-right | chevron.backward chevron-left
info.circle info-circle | info.circle.fill info-circle-fill | exclamationmark.triangle exclamation-triangle | exclamationmark.triangle.fill exclamation-triangle-fill
exclamationmark.circle exclamation-circle | exclamationmark.circle.fill exclamation-circle-fill | questionmark.circle question-circle | questionmark.circle.fill question-circle-fill
circle circle | circle.fill circle-fill | square square | square.fill square-fill | triangle triangle | triangle.fill triangle-fill | diamond diamond | diamond.fill diamond-fill
magnifyingglass search | link link-45deg | lock lock | lock.fill lock-fill | lock.open unlock | lock.open.fill unlock-fill | key key | key.fill key-fill
square.and.arrow.up box-arrow-up | square.and.arrow.down box-arrow-in-down | ellipsis three-dots | ellipsis.circle three-dots | line.3.horizontal list
airplane airplane | airplane.departure airplane | car car-front | car.fill car-front-fill | bus bus-front | bus.fill bus-front-fill | tram train-front | tram.fill train-front-fill
bicycle bicycle | fuelpump fuel-pump | fuelpump.fill fuel-pump-fill | ev.charger ev-station | ev.charger.fill ev-station-fill | scooter scooter | sailboat water
waveform.path.ecg activity | heart.text.square heart-pulse | heart.text.square.fill heart-pulse-fill | cross.case bandaid | cross.case.fill bandaid-fill | pills capsule | pills.fill capsule
cup.and.saucer cup-hot | cup.and.saucer.fill cup-hot-fill | mug cup-hot | mug.fill cup-hot-fill | takeoutbag.and.cup.and.straw cup-straw | wineglass cup-straw
lightbulb lightbulb | lightbulb.fill lightbulb-fill | sparkles stars | sparkle stars | wand.and.stars magic | hand.thumbsup hand-thumbs-up | hand.thumbsup.fill hand-thumbs-up-fill
hand.thumbsdown hand-thumbs-down | hand.thumbsdown.fill hand-thumbs-down-fill | hand.wave hand-index-thumb | face.smiling emoji-smile | face.smiling.fill emoji-smile-fill
chart.bar bar-chart | chart.bar.fill bar-chart-fill | chart.pie pie-chart | chart.pie.fill pie-chart-fill | chart.line.uptrend.xyaxis graph-up | chart.xyaxis.line graph-up
iphone phone | ipad tablet | laptopcomputer laptop | desktopcomputer display | applewatch smartwatch | keyboard keyboard | printer printer | server.rack hdd-rack
power power | poweroff power | bolt.slash lightning | exclamationmark exclamation-lg | questionmark question-lg | at at | house.lodge house-heart | bed.double moon | sofa lamp | lamp.desk lamp | lamp.desk.fill lamp-fill | lightswitch.on toggle-on | powerplug plug | powerplug.fill plug-fill
calendar.day.timeline.left calendar-week | person.badge.plus person-plus | person.badge.plus.fill person-plus-fill | pawprint bug | pawprint.fill bug-fill | ant bug | ladybug bug
sparkles.rectangle.stack stars | square.grid.2x2 grid | square.grid.2x2.fill grid-fill | rectangle.stack stack | rectangle.stack.fill stack | infinity infinity | number hash
shippingbox box-seam | shippingbox.fill box-seam-fill | box.truck truck | truck.box truck | paperplane send | paperplane.fill send-fill
gauge speedometer2 | gauge.medium speedometer2 | gauge.with.needle speedometer2 | arrow.circlepath arrow-clockwise
arrow.trianglehead.2.clockwise arrow-repeat | arrow.trianglehead.clockwise arrow-clockwise | arrow.trianglehead.counterclockwise arrow-counterclockwise
arrow.left.circle arrow-left-circle | arrow.left.circle.fill arrow-left-circle-fill | arrow.right.circle arrow-right-circle | arrow.right.circle.fill arrow-right-circle-fill
heart.slash.fill heartbreak-fill | bubble.left.and.bubble.right.fill chat-left-text-fill | keyboard.fill keyboard-fill | printer.fill printer-fill | ant.fill bug-fill | ladybug.fill bug-fill
quote.opening quote | quote.bubble chat-quote | quote.bubble.fill chat-quote-fill | text.quote blockquote-left
textformat fonts | eye eye | eye.fill eye-fill | eye.slash eye-slash | eye.slash.fill eye-slash-fill | shield shield | shield.fill shield-fill | checkmark.shield shield-check | checkmark.shield.fill shield-fill-check
"""

# Glyphs Bootstrap Icons 1.10 does not have, drawn by hand on the same 16x16 grid (MIT, this project),
# or replacing a Bootstrap icon that does not look like the symbol (`fork.knife`, `flag.checkered`).
HAND_DRAWN = {
    "location": '<path fill="none" stroke="currentColor" stroke-width="1.3" stroke-linejoin="round" d="M14.4 1.6 1.8 7.2l6.2 1 1 6.2z"/>',
    "location.fill": '<path d="M14.6 1.4 1.4 7.2l6.4 1 1 6.4z"/>',
    "location.north": '<path fill="none" stroke="currentColor" stroke-width="1.3" stroke-linejoin="round" d="M8 1.2 3 14.6l5-2.8 5 2.8z"/>',
    "location.north.fill": '<path d="M8 1 2.8 15 8 12l5.2 3z"/>',
    "leaf": '<path fill-rule="evenodd" d="M14.8 1.2C8.2 1 2 3.6 2 9.6c0 1.2.3 2.3.9 3.2L1.2 14.5l.8.8 1.7-1.7c.9.6 2 .9 3.2.9 6 0 8.4-6.2 7.9-13.3zM4.7 12.5c1.2-2.6 3.5-5 6.2-6.6l.5.7c-2.6 1.6-4.6 3.8-5.7 6.3l-1-.4z"/>',
    "leaf.fill": '<path fill-rule="evenodd" d="M14.8 1.2C8.2 1 2 3.6 2 9.6c0 1.2.3 2.3.9 3.2L1.2 14.5l.8.8 1.7-1.7c.9.6 2 .9 3.2.9 6 0 8.4-6.2 7.9-13.3zM4.7 12.5c1.2-2.6 3.5-5 6.2-6.6l.5.7c-2.6 1.6-4.6 3.8-5.7 6.3l-1-.4z"/>',
    "figure.walk": '<circle cx="9.2" cy="2.1" r="1.7"/><path fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" d="M8.4 5.1 7.1 10l-2.3 4.9M8.4 5.1l.8 4.2 2.6 5.5M8.4 5.1 5.6 6.6l-.9 2.6M8.4 5.1l2 2.4 2.4.7"/>',
    "figure.run": '<circle cx="10.2" cy="2.1" r="1.7"/><path fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" d="M8.9 5.2 7.3 9.6l-3.6 1.8M8.9 5.2l-.6 4.6 3 2.4-.4 2.9M8.9 5.2 5.8 6.1 4.3 8.3M8.9 5.2l1.6 2.6 3 .3"/>',
    "bed.double.fill": '<path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h9A1.5 1.5 0 0 1 14 3.5V7H2V3.5zM4 5.5A1 1 0 0 1 5 4.5h1.5a1 1 0 0 1 1 1V7H4V5.5zm4.5 0a1 1 0 0 1 1-1H11a1 1 0 0 1 1 1V7H8.5V5.5zM1 8h14v4H14v2h-1.5v-2h-9v2H2v-2H1V8z"/>',
    "fork.knife": '<path d="M2.6 1h.9v4h.8V1h.9v4h.8V1h.9v4.6c0 1-.7 1.8-1.6 2V15H3.9V7.6c-.9-.2-1.6-1-1.6-2V1z"/><path d="M12.6 1c-1.9.6-3.1 3-3.1 6.1V9h1.8v6h1.3V1z"/>',
    "scalemass": '<path fill="none" stroke="currentColor" stroke-width="1.2" stroke-linejoin="round" d="M6.6 3.6a1.4 1.4 0 1 1 2.8 0 1.4 1.4 0 0 1-2.8 0zM4.2 5.6h7.6c.5 0 .9.3 1 .8l1.8 7.4c.1.6-.3 1.2-1 1.2H2.4c-.7 0-1.1-.6-1-1.2l1.8-7.4c.1-.5.5-.8 1-.8z"/>',
    "scalemass.fill": '<path fill="none" stroke="currentColor" stroke-width="1.2" d="M6.6 3.4a1.4 1.4 0 1 1 2.8 0 1.4 1.4 0 0 1-2.8 0z"/><path d="M4.1 5h7.8c.7 0 1.2.4 1.4 1.1l1.9 7.6c.2.9-.5 1.8-1.4 1.8H2.2c-.9 0-1.6-.9-1.4-1.8l1.9-7.6C2.9 5.4 3.4 5 4.1 5z"/>',
    "zzz": '<path fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round" d="M1.3 8.6h5.4l-5.4 6.2h5.4M8.4 4.6h3.6L8.4 8.8H12M12.6 1.3h2.4l-2.4 2.8H15"/>',
    "tuningfork": '<path fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" d="M5 1.2v5.3a3 3 0 0 0 6 0V1.2M8 9.5v5.3"/>',
    "flag.checkered": '<path d="M2.5 1a.5.5 0 0 1 .5.5V15h-1V1.5a.5.5 0 0 1 .5-.5z"/><path fill-rule="evenodd" d="M3.5 1.8h11v7.4h-11zM6.7 2.7h2.3v1.87h-2.3zM11.3 2.7h2.3v1.87h-2.3zM4.4 4.57h2.3v1.86h-2.3zM9 4.57h2.3v1.86h-2.3zM6.7 6.43h2.3v1.87h-2.3zM11.3 6.43h2.3v1.87h-2.3z"/>',
}

def seal(filled):
    """SF's `seal`: a circle with twelve scallops (an outline ring unless filled)."""
    import math
    def ring(outer, inner):
        points = []
        for i in range(12):
            a0, a1 = math.radians(30 * i), math.radians(30 * i + 15)
            v = (8 + inner * math.cos(a0), 8 + inner * math.sin(a0))
            c = (8 + outer * math.cos(a1), 8 + outer * math.sin(a1))
            points.append((v, c))
        f = lambda x: ("%.2f" % x).rstrip("0").rstrip(".")
        d = "M" + f(points[0][0][0]) + " " + f(points[0][0][1])
        for i, (v, c) in enumerate(points):
            nv = points[(i + 1) % 12][0]
            d += "Q" + f(c[0]) + " " + f(c[1]) + " " + f(nv[0]) + " " + f(nv[1])
        return d + "z"
    if filled:
        return '<path d="' + ring(8.4, 6.9) + '"/>'
    return '<path fill-rule="evenodd" d="' + ring(8.4, 6.9) + ring(6.9, 5.6) + '"/>'

def cut_out(icon, scale):
    """A filled circle with `icon` (a Bootstrap icon of one absolute path) cut out of it,
    scaled about the centre: SF's `….circle.fill` symbols."""
    body = inner_markup(os.path.join(ICONS, icon + ".svg"))
    d = re.fullmatch(r'<path(?: fill-rule="evenodd")? d="([MCLHVZz0-9 .,-]+)"/>', body).group(1)
    numbers = iter(float(n) for n in re.findall(r"-?(?:\d+\.?\d*|\.\d+)", d))
    f = lambda x: ("%.3f" % x).rstrip("0").rstrip(".")
    scaled = []
    for command, arguments in re.findall(r"([MCLZz])([^MCLZz]*)", d):
        count = len(re.findall(r"-?(?:\d+\.?\d*|\.\d+)", arguments))
        assert count % 2 == 0, d
        values = [next(numbers) for _ in range(count)]
        scaled.append(command + " ".join(f(8 + (v - 8) * scale) for v in values))
    return '<path fill-rule="evenodd" d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0z' + "".join(scaled) + '"/>'

HAND_DRAWN["seal"] = seal(False)
HAND_DRAWN["seal.fill"] = seal(True)

# Glyphs composed for this project from Bootstrap icons (moved, scaled or rotated) and strokes:
# a symbol with a badge, a circled symbol, rain under a cloud. Each part is a Bootstrap icon
# name with an SVG transform, or markup as is.
RAIN = '<path fill="none" stroke="currentColor" stroke-width="1.2" stroke-linecap="round" d="M4.6 13.4 3.9 15.1M7.6 13.4l-.7 1.7M10.6 13.4l-.7 1.7"/>'
BADGED = "scale(.7)"
BADGE = "translate(9.2 9.2) scale(.425)"
COMPOSED = {
    "quote.closing": [("quote", "rotate(180 8 8)")],
    "arrow.trianglehead.2.clockwise.rotate.90": [("arrow-repeat", "rotate(90 8 8)")],
    "car.circle": [("circle", ""), ("car-front", "translate(3.8 3.8) scale(.525)")],
    "clock.badge.exclamationmark": [("clock", BADGED), ("exclamation-circle-fill", BADGE)],
    "clock.badge.exclamationmark.fill": [("clock-fill", BADGED), ("exclamation-circle-fill", BADGE)],
    "drop.triangle": [("droplet", BADGED), ("exclamation-triangle-fill", BADGE)],
    "drop.triangle.fill": [("droplet-fill", BADGED), ("exclamation-triangle-fill", BADGE)],
    "cloud.sun.rain": [("cloud-sun", "translate(1.2 -.4) scale(.85)"), RAIN],
    "cloud.sun.rain.fill": [("cloud-sun-fill", "translate(1.2 -.4) scale(.85)"), RAIN],
    "cloud.moon.rain": [("cloud-moon", "translate(1.2 -.4) scale(.85)"), RAIN],
    "cloud.moon.rain.fill": [("cloud-moon-fill", "translate(1.2 -.4) scale(.85)"), RAIN],
}

# Multicolour symbols (`.symbolRenderingMode(.multicolor)`, `.renderingMode(.original)`): each an
# ordered list of layers, drawn first to last, each in a colour ROLE: `primary` (the foreground
# style, `currentColor`) or a system colour's name (`white`, `yellow`, `cyan`, …, resolved by the
# renderer for the colour scheme). As Apple colours them: suns, bolts and stars yellow, clouds
# white, water (rain, drops, snow, hail) cyan, flames orange, hearts red; what Apple leaves
# undefined in the foreground style. A layer is ("icon", [subpath indices]) — those subpaths of
# the Bootstrap icon's paths, in order (None: all) — with an optional SVG transform, or markup as is.
SUN_BEHIND = "translate(5.4 .2) scale(.66)"      # a sun peeking out above the cloud's right
MOON_BEHIND = "translate(7.4 .4) scale(.55)"
CLOUD_LOW = "translate(0 4.2) scale(.8)"          # the cloud in front, low
CLOUD_HIGH = "translate(0 2.4) scale(.8)"         # the cloud in front, above rain
SUNRISE_SUN = '<path d="M11.709 11.5a4 4 0 1 0-7.418 0z"/>'
HORIZON = '<path d="M.5 11.5h15a.5.5 0 0 1 0 1H.5a.5.5 0 0 1 0-1z"/>'
MULTICOLOR = {
    "sun.max.fill": [("yellow", ("sun-fill", None))],
    "sun.min.fill": [("yellow", ("brightness-low-fill", None))],
    "star.fill": [("yellow", ("star-fill", None))],
    "bolt.fill": [("yellow", ("lightning-fill", None))],
    "heart.fill": [("red", ("heart-fill", None))],
    "flame.fill": [("orange", ("fire", None))],
    "drop.fill": [("cyan", ("droplet-fill", None))],
    "snowflake": [("cyan", ("snow", None))],
    "humidity.fill": [("primary", ("moisture", [0])), ("cyan", ("moisture", [1, 2, 3, 4]))],
    "moon.stars.fill": [("primary", ("moon-stars-fill", [0])), ("yellow", ("moon-stars-fill", [1, 2]))],
    "sunrise.fill": [("primary", ("sunrise-fill", [0])), ("yellow", ("sunrise-fill", [1, 2, 4, 5])),
                     ("yellow", SUNRISE_SUN), ("primary", HORIZON)],
    "sunset.fill": [("primary", ("sunset-fill", [0])), ("yellow", ("sunset-fill", [1, 2, 4, 5])),
                    ("yellow", SUNRISE_SUN), ("primary", HORIZON)],
    "thermometer.sun.fill": [("red", ("thermometer-sun", [0])), ("primary", ("thermometer-sun", [1, 2])),
                             ("yellow", ("thermometer-sun", [3, 4, 5, 6, 7, 8]))],
    "cloud.sun.fill": [("yellow", ("sun-fill", None, SUN_BEHIND)), ("white", ("cloud-fill", None, CLOUD_LOW))],
    "cloud.sun.rain.fill": [("yellow", ("sun-fill", None, "translate(6.6 -.4) scale(.55)")),
                            ("white", ("cloud-fill", None, CLOUD_HIGH)), ("cyan", RAIN)],
    "cloud.moon.fill": [("white", ("moon-fill", None, MOON_BEHIND)), ("white", ("cloud-fill", None, CLOUD_LOW))],
    "cloud.moon.rain.fill": [("white", ("moon-fill", None, "translate(7.4 -.6) scale(.55)")),
                             ("white", ("cloud-fill", None, CLOUD_HIGH)), ("cyan", RAIN)],
    "cloud.rain.fill": [("white", ("cloud-rain-fill", [4])), ("cyan", ("cloud-rain-fill", [0, 1, 2, 3]))],
    "cloud.heavyrain.fill": [("white", ("cloud-rain-heavy-fill", [4])), ("cyan", ("cloud-rain-heavy-fill", [0, 1, 2, 3]))],
    "cloud.drizzle.fill": [("white", ("cloud-drizzle-fill", [4])), ("cyan", ("cloud-drizzle-fill", [0, 1, 2, 3]))],
    "cloud.bolt.fill": [("white", ("cloud-lightning-fill", [1])), ("yellow", ("cloud-lightning-fill", [0]))],
    "cloud.bolt.rain.fill": [("white", ("cloud-lightning-rain-fill", [5])), ("yellow", ("cloud-lightning-rain-fill", [4])),
                             ("cyan", ("cloud-lightning-rain-fill", [0, 1, 2, 3]))],
    "cloud.snow.fill": [("white", ("cloud-snow-fill", [5])), ("cyan", ("cloud-snow-fill", [0, 1, 2, 3, 4]))],
    "cloud.sleet.fill": [("white", ("cloud-sleet-fill", [6])), ("cyan", ("cloud-sleet-fill", [0, 1, 2, 3, 4, 5]))],
    "cloud.hail.fill": [("white", ("cloud-hail-fill", [6])), ("cyan", ("cloud-hail-fill", [0, 1, 2, 3, 4, 5]))],
    "cloud.fog.fill": [("white", ("cloud-fog-fill", [2])), ("primary", ("cloud-fog-fill", [0, 1]))],
}
MULTICOLOR["thermometer.sun"] = MULTICOLOR["thermometer.sun.fill"]

NUMBER = r"-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?"

def subpaths(icon):
    """The subpaths of the icon's paths, in order, as (fill-rule attribute, d) with each subpath
    starting at an absolute `M` (a relative `m` after `z` moves from its subpath's start)."""
    result = []
    for attributes, d in re.findall(r'<path((?: [a-z-]+="[^"]*")*?) d="([^"]+)"/>', inner_markup(os.path.join(ICONS, icon + ".svg"))):
        starts = [m.start() for m in re.finditer(r"[Mm]", d)]
        previous = None
        for i, start in enumerate(starts):
            piece = d[start:starts[i + 1] if i + 1 < len(starts) else len(d)]
            numbers = re.match(r"[Mm]\s*(" + NUMBER + r")[\s,]*(" + NUMBER + r")", piece)
            x, y = float(numbers.group(1)), float(numbers.group(2))
            if piece[0] == "m" and previous is not None:
                assert result[-1][1].rstrip()[-1] in "zZ", (icon, piece)
                x, y = previous[0] + x, previous[1] + y
            rest = piece[numbers.end():]
            if piece[0] == "m" and re.match(r"[\s,]*" + NUMBER, rest):
                rest = "l" + rest.lstrip(" ,")
            f = lambda v: ("%.3f" % v).rstrip("0").rstrip(".")
            result.append((attributes, "M" + f(x) + " " + f(y) + rest))
            previous = (x, y)
    return result

def layer_markup(part):
    if isinstance(part, str):
        return part
    icon, indices, *transform = part
    if indices is None:
        markup = inner_markup(os.path.join(ICONS, icon + ".svg"))
    else:
        pieces = subpaths(icon)
        attributes = pieces[indices[0]][0]
        assert all(pieces[i][0] == attributes for i in indices), icon
        markup = "<path" + attributes + ' d="' + "".join(pieces[i][1] for i in indices) + '"/>'
    return '<g transform="' + transform[0] + '">' + markup + "</g>" if transform else markup

def inner_markup(path):
    text = open(path, encoding="utf-8").read()
    body = re.search(r"<svg[^>]*>(.*)</svg>", text, re.S).group(1)
    body = re.sub(r"\s+", " ", body).strip()
    body = re.sub(r">\s+<", "><", body)
    assert '"' not in body.replace('="', "").replace('" ', "").replace('"/', "").replace('">', ""), path
    return body

def main():
    names, glyphs = {}, {}
    for line in MAPPING.strip().splitlines():
        for pair in line.split("|"):
            sf, bi = pair.split()
            if sf in names:
                sys.exit(f"duplicate SF name {sf}")
            file = os.path.join(ICONS, bi + ".svg")
            if not os.path.exists(file):
                sys.exit(f"missing Bootstrap icon {bi} for {sf}")
            names[sf] = bi
            glyphs[bi] = inner_markup(file)
    HAND_DRAWN["heart.circle.fill"] = cut_out("heart-fill", .5)
    for sf, parts in COMPOSED.items():
        markup = ""
        for part in parts:
            if isinstance(part, str):
                markup += part
                continue
            icon, transform = part
            inner = inner_markup(os.path.join(ICONS, icon + ".svg"))
            markup += '<g transform="' + transform + '">' + inner + "</g>" if transform else inner
        HAND_DRAWN[sf] = markup
    for sf, markup in HAND_DRAWN.items():
        if sf in names:
            sys.exit(f"duplicate SF name {sf}")
        names[sf] = "widgetry-" + sf
        glyphs[names[sf]] = markup
    lines = [
        "// Generated by Icons/generate_symbols.py: do not edit. SF Symbol names -> SVG glyphs in a",
        "// 0 0 16 16 view box, drawn in `currentColor`. Glyphs: Bootstrap Icons 1.10.3 (MIT licence,",
        "// Copyright (c) 2019-2021 The Bootstrap Authors; see Icons/LICENSE-bootstrap-icons.txt), except",
        "// those named `widgetry-…`, drawn for this project or composed for it from Bootstrap Icons",
        "// (moved, scaled, rotated or cut out of a circle).",
        "",
        f"/// The glyph (a key of `symbolGlyphs`) of each of the {len(names)} SF Symbol names Widgetry draws.",
        "let symbolGlyphNames: [String: String] = [",
    ]
    for sf in sorted(names):
        lines.append(f'    "{sf}": "{names[sf]}",')
    lines += [
        "]",
        "",
        "/// SVG markup (the children of an `<svg viewBox=\"0 0 16 16\">`) by glyph name. Trusted",
        "/// constants: emitted as they are.",
        "let symbolGlyphs: [String: String] = [",
    ]
    for key in sorted(glyphs):
        lines.append(f'    "{key}": #"{glyphs[key]}"#,')
    lines += [
        "]",
        "",
        f"/// The {len(MULTICOLOR)} SF Symbols drawn in colour in the multicolour rendering mode: their layers,",
        "/// drawn first to last, each a colour role (`primary`: the foreground style; else the name of",
        "/// a system colour) and its SVG markup (same view box; trusted constants).",
        "let symbolMulticolorLayers: [String: [(role: String, markup: String)]] = [",
    ]
    for sf in sorted(MULTICOLOR):
        if sf not in names and sf.rsplit(".", 1)[0] not in names:
            sys.exit(f"multicolour symbol {sf} has no monochrome glyph")
        lines.append(f'    "{sf}": [')
        for role, part in MULTICOLOR[sf]:
            lines.append(f'        ("{role}", #"{layer_markup(part)}"#),')
        lines.append("    ],")
    lines.append("]")
    open(OUT, "w", encoding="utf-8").write("\n".join(lines) + "\n")
    print(f"{len(names)} symbols, {len(glyphs)} glyphs -> {os.path.relpath(OUT)}")

main()
