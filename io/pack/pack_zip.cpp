#include "io/pack/pack_zip.hpp"

#include <fmt/format.h>
#include <memory>
#include <zip.h>

namespace sandtable {

namespace {

std::string zip_error_text(int code) {
    zip_error_t error;
    zip_error_init_with_code(&error, code);
    std::string text = zip_error_strerror(&error);
    zip_error_fini(&error);
    return text;
}

}  // namespace

Status write_zip(const std::filesystem::path& path, const std::vector<std::pair<std::string, std::string>>& files, std::time_t time) {
    int code = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &code);
    if (archive == nullptr) return failure(fmt::format("{}: cannot create the zip: {}", path.string(), zip_error_text(code)));
    auto fail = [&](const std::string& what) -> Status {
        const std::string text = fmt::format("{}: {}: {}", path.string(), what, zip_strerror(archive));
        zip_discard(archive);
        return failure(text);
    };
    for (const auto& [name, content] : files) {
        // libzip reads the buffer when the archive is closed; `files` outlives that.
        zip_source_t* source = zip_source_buffer(archive, content.data(), content.size(), 0);
        if (source == nullptr) return fail("cannot add " + name);
        const zip_int64_t index = zip_file_add(archive, name.c_str(), source, ZIP_FL_ENC_UTF_8);
        if (index < 0) {
            zip_source_free(source);
            return fail("cannot add " + name);
        }
        if (zip_file_set_mtime(archive, static_cast<zip_uint64_t>(index), time, 0) != 0) return fail("cannot set the time of " + name);
        if (zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), ZIP_CM_DEFLATE, 9) != 0) {
            return fail("cannot compress " + name);
        }
    }
    if (zip_close(archive) != 0) return fail("cannot write the zip");
    return {};
}

Outcome<std::map<std::string, std::string>> read_zip(const std::filesystem::path& path, std::size_t largest_file) {
    int code = 0;
    std::unique_ptr<zip_t, decltype(&zip_discard)> archive(zip_open(path.c_str(), ZIP_RDONLY, &code), &zip_discard);
    if (!archive) return failure(fmt::format("{}: not a zip archive: {}", path.string(), zip_error_text(code)));
    std::map<std::string, std::string> files;
    const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        if (zip_stat_index(archive.get(), static_cast<zip_uint64_t>(i), 0, &stat) != 0) continue;
        const std::string name = stat.name;
        if (name.ends_with('/')) continue;  // a folder
        if (stat.size > largest_file) {
            return failure(fmt::format("{}: {} is {} bytes, more than a pack's file may be ({})", path.string(), name, stat.size, largest_file));
        }
        std::unique_ptr<zip_file_t, decltype(&zip_fclose)> file(zip_fopen_index(archive.get(), static_cast<zip_uint64_t>(i), 0), &zip_fclose);
        if (!file) return failure(fmt::format("{}: cannot read {}: {}", path.string(), name, zip_strerror(archive.get())));
        std::string content(stat.size, '\0');
        if (zip_fread(file.get(), content.data(), stat.size) != static_cast<zip_int64_t>(stat.size)) {
            return failure(fmt::format("{}: cannot read {}: {}", path.string(), name, zip_file_strerror(file.get())));
        }
        files.emplace(name, std::move(content));
    }
    return files;
}

}  // namespace sandtable
