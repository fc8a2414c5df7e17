#pragma once
// An enumeration's names, as the file formats, the command line and the messages write them, in
// one table per enumeration, so that writing a value and reading its name back cannot disagree:
//   constexpr EnumNames<MapKind, 3> kMapKindNames{{{MapKind::Hex, "hex"}, ...}};
//   to_string(kind) is name_in(kMapKindNames, kind); map_kind_from_string(text) is value_in(kMapKindNames, text).
// Every enumeration's names are read back with E_from_string (model/, io/ alike).
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace sandtable {

template <typename E>
struct EnumName {
    E value;
    std::string_view name;
};

template <typename E, std::size_t N>
using EnumNames = std::array<EnumName<E>, N>;

// The value's name; the first entry's for a value the table lacks (a value cast from a number).
template <typename E, std::size_t N>
[[nodiscard]] constexpr std::string_view name_in(const EnumNames<E, N>& names, E value) {
    for (const EnumName<E>& entry : names) {
        if (entry.value == value) return entry.name;
    }
    return names.front().name;
}

template <typename E, std::size_t N>
[[nodiscard]] constexpr std::optional<E> value_in(const EnumNames<E, N>& names, std::string_view name) {
    for (const EnumName<E>& entry : names) {
        if (entry.name == name) return entry.value;
    }
    return std::nullopt;
}

}  // namespace sandtable
