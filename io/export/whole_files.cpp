#include "io/export/whole_files.hpp"

#include "io/atomic_file.hpp"

#include <fmt/format.h>
#include <fstream>
#include <memory>

namespace sandtable {

namespace fs = std::filesystem;

Outcome<std::vector<fs::path>> WholeFiles::commit() const {
    std::error_code ec;
    fs::create_directories(folder_, ec);
    if (ec) return failure(fmt::format("{}: cannot create the folder: {}", folder_.string(), ec.message()));
    std::vector<std::unique_ptr<PartialOutput>> partials;
    for (const File& file : files_) {
        const fs::path target = folder_ / file.name;
        if (!target.parent_path().empty()) fs::create_directories(target.parent_path(), ec);
        auto partial = std::make_unique<PartialOutput>(target);
        if (!partial->opened()) return failure(partial->opened().error());
        std::ofstream out(partial->temporary(), std::ios::binary | std::ios::trunc);
        out.write(file.content.data(), static_cast<std::streamsize>(file.content.size()));
        out.close();
        if (!out) return failure(fmt::format("{}: not written: writing failed", target.string()));
        partials.push_back(std::move(partial));
    }
    std::vector<fs::path> written;
    for (std::size_t i = 0; i < partials.size(); ++i) {
        if (Status committed = partials[i]->commit(); !committed) return failure(committed.error());
        written.push_back(folder_ / files_[i].name);
    }
    return written;
}

}  // namespace sandtable
