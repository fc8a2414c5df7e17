#include "io/native/layer_paths.hpp"

namespace sandtable {

std::size_t rebase_layer_paths(Book& book, const std::filesystem::path& from_folder, const std::filesystem::path& to_folder) {
    namespace fs = std::filesystem;
    const fs::path from = fs::absolute(from_folder).lexically_normal();
    const fs::path to = fs::absolute(to_folder).lexically_normal();
    if (from == to) return 0;
    std::size_t changed = 0;
    for (GameMap& map : book.maps) {
        for (ReferenceLayer& layer : map.layers) {
            const fs::path path(layer.path);
            if (path.is_absolute()) continue;
            const fs::path target = (from / path).lexically_normal();
            fs::path rebased = target.lexically_relative(to);
            if (rebased.empty()) rebased = target;  // on another root: keep it absolute
            if (rebased.generic_string() != layer.path) {
                layer.path = rebased.generic_string();
                ++changed;
            }
        }
    }
    return changed;
}

}  // namespace sandtable
