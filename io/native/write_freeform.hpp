#pragma once
// Internal to the native format: writes a free-form map's parts (read_freeform.cpp reads them).
#include "model/freeform/freeform_map.hpp"

#include <pugixml.hpp>

namespace sandtable::native {

void write_freeform_map(pugi::xml_node node, const FreeformMap& map);

}  // namespace sandtable::native
