#include "model/object_id.hpp"

#include <cctype>

namespace sandtable {

bool is_valid_id(std::string_view id) {
    if (id.empty() || std::isalnum(static_cast<unsigned char>(id.front())) == 0) return false;
    for (char c : id) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) == 0 && c != '_' && c != '.' && c != ':' && c != '-') return false;
    }
    return true;
}

}  // namespace sandtable
