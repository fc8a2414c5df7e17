#include "io/gdal_module/gdal_module.hpp"

#include <fmt/format.h>

#include <dlfcn.h>

#include <cstdlib>
#include <system_error>
#include <vector>

namespace sandtable {

namespace {

using Entry = GdalModule* (*)();

std::vector<std::filesystem::path> places_to_look() {
    std::vector<std::filesystem::path> places;
    if (const char* named = std::getenv("SANDTABLE_GDAL_MODULE"); named != nullptr && *named != '\0') {
        places.emplace_back(named);
        return places;  // named on purpose: nowhere else
    }
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        places.push_back(program.parent_path() / kGdalModuleFile);
        places.push_back(program.parent_path().parent_path() / "lib" / "sandtable" / kGdalModuleFile);
    }
#ifdef SANDTABLE_GDAL_MODULE_BUILD_PATH
    places.emplace_back(SANDTABLE_GDAL_MODULE_BUILD_PATH);
#endif
    return places;
}

Outcome<GdalModule*> load() {
    const std::vector<std::filesystem::path> places = places_to_look();
    std::string tried;
    for (const std::filesystem::path& place : places) {
        std::error_code error;
        if (!std::filesystem::exists(place, error)) {
            tried += fmt::format("{}{}", tried.empty() ? "" : ", ", place.string());
            continue;
        }
        void* handle = dlopen(place.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) {
            const char* why = dlerror();
            return failure(fmt::format("cannot load the GDAL module {}: {}", place.string(), why != nullptr ? why : "no reason given"));
        }
        auto entry = reinterpret_cast<Entry>(dlsym(handle, kGdalModuleEntry));
        if (entry == nullptr) {
            return failure(fmt::format("the GDAL module {} was built from another version of Sandtable (it has no {}): "
                                       "rebuild it with this program",
                                       place.string(), kGdalModuleEntry));
        }
        return entry();
    }
    return failure(fmt::format("the GDAL module {} is not installed (looked for {})", kGdalModuleFile, tried));
}

}  // namespace

Outcome<GdalModule*> gdal_module() {
    static const Outcome<GdalModule*> loaded = load();
    return loaded;
}

}  // namespace sandtable
