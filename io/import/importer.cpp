#include "io/import/importer.hpp"

#include "io/gdal_module/gdal_module.hpp"
#include "io/import/csv_import.hpp"
#include "io/import/pack_import.hpp"
#include "io/import/tmx_import.hpp"
#include "model/text.hpp"

#include <system_error>

namespace sandtable {

namespace {

namespace fs = std::filesystem;

std::string extension_of(const fs::path& input) { return lower(input.extension().string()); }

bool is_folder(const fs::path& input) {
    std::error_code error;
    return fs::is_directory(input, error);
}

bool holds_manifest(const fs::path& folder) {
    std::error_code error;
    return fs::exists(folder / "manifest.json", error);
}

class PackImporter final : public Importer {
public:
    std::string_view id() const override { return "pack"; }
    std::string_view name() const override { return "data pack"; }
    std::string_view noun() const override { return "a data pack"; }
    std::string_view role() const override { return "is a whole book"; }
    std::string_view files() const override { return "a data pack (a folder, manifest.json or .zip)"; }
    ImportInto into() const override { return ImportInto::NewBook; }
    bool reads(const fs::path& input) const override {
        if (is_folder(input)) return holds_manifest(input);
        return input.filename() == "manifest.json" || extension_of(input) == ".zip";
    }
    BookImport read(const ImportRequest& request) const override { return import_pack(request.input); }
};

class TiledMapImporter final : public Importer {
public:
    std::string_view id() const override { return "tmx"; }
    std::string_view name() const override { return "Tiled map"; }
    std::string_view noun() const override { return "a Tiled map"; }
    std::string_view role() const override { return "makes a new book"; }
    std::string_view files() const override { return "a Tiled map (.tmx)"; }
    ImportInto into() const override { return ImportInto::NewBook; }
    bool reads(const fs::path& input) const override { return !is_folder(input) && extension_of(input) == ".tmx"; }
    BookImport read(const ImportRequest& request) const override { return import_tmx(request.input, request.ruleset, request.mapping); }
};

// Read through GDAL: the module is loaded on the first import of map layers.
class MapLayersImporter final : public Importer {
public:
    std::string_view id() const override { return "map-layers"; }
    std::string_view name() const override { return "map layers"; }
    std::string_view noun() const override { return "map layers"; }
    std::string_view role() const override { return "go into a book"; }
    std::string_view files() const override { return "a GeoPackage (.gpkg), a KML file, a folder of GeoJSON files or Shapefiles"; }
    ImportInto into() const override { return ImportInto::OpenBook; }
    bool reads(const fs::path& input) const override {
        if (is_folder(input)) return !holds_manifest(input);
        const std::string extension = extension_of(input);
        return extension == ".gpkg" || extension == ".kml";
    }
    BookImport read(const ImportRequest& request) const override {
        const auto gdal = gdal_module();
        if (!gdal) return gdal.failure();
        return (*gdal)->import_map_vectors(*request.into, request.input);
    }
};

class CsvImporter final : public Importer {
public:
    std::string_view id() const override { return "csv"; }
    std::string_view name() const override { return "CSV file"; }
    std::string_view noun() const override { return "a CSV file"; }
    std::string_view role() const override { return "goes into a book"; }
    std::string_view files() const override { return "a CSV file (forces or schedule)"; }
    std::string_view problems_counted_as() const override { return "bad row(s)"; }
    ImportInto into() const override { return ImportInto::OpenBook; }
    bool reads(const fs::path& input) const override { return !is_folder(input) && extension_of(input) == ".csv"; }
    BookImport read(const ImportRequest& request) const override { return import_csv(*request.into, request.input); }
};

}  // namespace

const std::vector<const Importer*>& importers() {
    static const PackImporter pack;
    static const TiledMapImporter tiled;
    static const MapLayersImporter layers;
    static const CsvImporter csv;
    static const std::vector<const Importer*> all{&pack, &tiled, &layers, &csv};
    return all;
}

const Importer* importer_for(const fs::path& input) {
    for (const Importer* importer : importers()) {
        if (importer->reads(input)) return importer;
    }
    return nullptr;
}

std::string importable_files() {
    std::string text;
    const auto& all = importers();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0) text += i + 1 == all.size() ? ", or " : ", ";
        text += all[i]->files();
    }
    return text;
}

}  // namespace sandtable
