#include "io/imagery/layer_file_check.hpp"

#include "io/imagery/raster_dataset.hpp"
#include "io/vector/vector_dataset.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <system_error>

namespace sandtable {

namespace {

constexpr const char* kRule = "Sandtable format: reference layers name files GDAL reads";

// Why the file does not make a layer of its kind, or nothing when it does.
std::string unreadable_because(const ReferenceLayer& layer, const std::filesystem::path& file) {
    if (layer.kind == ReferenceLayerKind::Raster) {
        const auto raster = RasterDataset::open(file);
        return raster ? std::string() : raster.error();
    }
    const auto dataset = VectorDataset::open(file);
    if (!dataset) return dataset.error();
    if (layer.source_layer.empty()) return {};
    const auto& layers = (*dataset)->layers();
    if (std::any_of(layers.begin(), layers.end(), [&](const VectorLayerInfo& info) { return info.name == layer.source_layer; })) return {};
    std::vector<std::string> names;
    for (const VectorLayerInfo& info : layers) names.push_back(info.name);
    return fmt::format("{}: no layer \"{}\" (its layers: {})", file.string(), layer.source_layer, fmt::join(names, ", "));
}

}  // namespace

void check_layer_files(const Book& book, const std::filesystem::path& book_folder, DiagnosticSink& sink) {
    for (const GameMap& map : book.maps) {
        for (const ReferenceLayer& layer : map.layers) {
            const std::filesystem::path path(layer.path);
            const std::filesystem::path file = path.is_absolute() || book_folder.empty() ? path : book_folder / path;
            const char* kind = layer.kind == ReferenceLayerKind::Raster ? "raster" : "vector";
            Diagnostic d;
            d.severity = Severity::Warning;
            d.rule = kRule;
            d.objects = {{"layer", layer.id}, {"map", map.id}};
            std::error_code error;
            if (!std::filesystem::is_regular_file(file, error)) {
                d.code = "layer.missing-file";
                d.message = fmt::format("{} layer \"{}\" of map \"{}\": {}: {}", kind, layer.id, map.id, file.string(),
                                        std::filesystem::exists(file, error) ? "not a file" : "no such file");
                if (!path.is_absolute()) d.message += fmt::format(" (path \"{}\" is relative to the book's folder)", layer.path);
            } else if (std::string why = unreadable_because(layer, file); !why.empty()) {
                d.code = "layer.unreadable";
                d.message = fmt::format("{} layer \"{}\" of map \"{}\": {}", kind, layer.id, map.id, why);
            } else {
                continue;
            }
            sink.report(std::move(d));
        }
    }
}

}  // namespace sandtable
