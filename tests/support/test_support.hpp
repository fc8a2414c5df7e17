#pragma once
// Paths and process helpers shared by the test programs.
#include <filesystem>
#include <string>

namespace sandtable::test {

[[nodiscard]] std::filesystem::path source_path(const std::string& relative);   // from the repository root
[[nodiscard]] std::filesystem::path fixture_path(const std::string& relative);  // from tests/fixtures
[[nodiscard]] std::filesystem::path default_sample();
// The sandtable-cli of the build.
[[nodiscard]] std::filesystem::path cli_path();
// A fresh, empty folder for the running test.
[[nodiscard]] std::filesystem::path scratch_dir();

struct CommandResult {
    int exit_code = -1;
    std::string out;
    std::string err;
};
// Runs a shell command, capturing stdout and stderr.
[[nodiscard]] CommandResult run_command(const std::string& command);
[[nodiscard]] std::string quoted(const std::filesystem::path& path);
// Runs sandtable-cli with the given (already quoted) arguments.
[[nodiscard]] CommandResult cli(const std::string& arguments);

// xmllint --schema docs/schema/sandtable-4.xsd FILE (the current version)
[[nodiscard]] CommandResult xmllint_check(const std::filesystem::path& file);
// /usr/bin/python3 -m jsonschema against a schema of docs/schema/
[[nodiscard]] CommandResult json_schema_check(const std::filesystem::path& instance, const std::string& schema_name);
// The same against a schema file anywhere, with python3-jsonschema's format checker on.
[[nodiscard]] CommandResult json_schema_check_with_formats(const std::filesystem::path& instance, const std::filesystem::path& schema);

[[nodiscard]] std::string read_text(const std::filesystem::path& path);
// The text with the first `from` replaced by `to`; fails the test when there is no `from`.
[[nodiscard]] std::string replaced(std::string text, const std::string& from, const std::string& to);
void write_text(const std::filesystem::path& path, const std::string& text);

}  // namespace sandtable::test
