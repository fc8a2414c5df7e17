#pragma once
// Real wheel clicks through the X server's XTest extension: wxUIActionSimulator (wx 3.2) has
// no wheel, and an event made in the test would skip GTK and wx's own translation of it.
#include <wx/gdicmn.h>

namespace sandtable::test {

// Moves the pointer to a screen position and turns the wheel: clicks > 0 away from the user
// (X button 4), clicks < 0 towards the user (button 5). False when there is no X display.
bool turn_wheel_at(wxPoint screen, int clicks);

}  // namespace sandtable::test
