#include "editor/x11_wheel.hpp"

#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <cstdlib>

namespace sandtable::test {

bool turn_wheel_at(wxPoint screen, int clicks) {
    static Display* display = XOpenDisplay(nullptr);
    if (display == nullptr) return false;
    XTestFakeMotionEvent(display, -1, screen.x, screen.y, CurrentTime);
    const unsigned button = clicks > 0 ? 4U : 5U;
    for (int i = 0; i < std::abs(clicks); ++i) {
        XTestFakeButtonEvent(display, button, True, CurrentTime);
        XTestFakeButtonEvent(display, button, False, CurrentTime);
    }
    XFlush(display);
    return true;
}

}  // namespace sandtable::test
