#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

namespace sandtable::test {

namespace fs = std::filesystem;

fs::path source_path(const std::string& relative) { return fs::path(SANDTABLE_SOURCE_DIR) / relative; }
fs::path fixture_path(const std::string& relative) { return fs::path(SANDTABLE_FIXTURES_DIR) / relative; }
fs::path default_sample() { return source_path("samples/gettysburg-125/mcphersons-ridge.sandtable"); }

fs::path scratch_dir() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    const char* root_env = std::getenv("SANDTABLE_TEST_TMP");
    fs::path root = root_env != nullptr ? fs::path(root_env) : fs::temp_directory_path() / "sandtable-tests";
    fs::path dir = root / (std::string(info->test_suite_name()) + "." + info->name());
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::string quoted(const fs::path& path) {
    std::string out = "'";
    for (char c : path.string()) {
        if (c == '\'') {
            out += "'\\''";
        } else {
            out += c;
        }
    }
    return out + "'";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

void write_text(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

CommandResult run_command(const std::string& command) {
    static int counter = 0;
    const fs::path err_file = fs::temp_directory_path() / ("sandtable-test-stderr-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    CommandResult result;
    FILE* pipe = ::popen((command + " 2>" + quoted(err_file)).c_str(), "r");
    if (pipe == nullptr) return result;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.out.append(buffer.data(), n);
    const int status = ::pclose(pipe);
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.err = read_text(err_file);
    fs::remove(err_file);
    return result;
}

fs::path cli_path() { return SANDTABLE_CLI_PATH; }

CommandResult cli(const std::string& arguments) { return run_command(quoted(cli_path()) + " " + arguments); }

CommandResult xmllint_check(const fs::path& file) {
    return run_command("xmllint --noout --schema " + quoted(source_path("docs/schema/sandtable-4.xsd")) + " " + quoted(file));
}

CommandResult json_schema_check(const fs::path& instance, const std::string& schema_name) {
    return run_command("/usr/bin/python3 -m jsonschema -i " + quoted(instance) + " " +
                       quoted(source_path("docs/schema/" + schema_name)));
}

CommandResult json_schema_check_with_formats(const fs::path& instance, const fs::path& schema) {
    return run_command("/usr/bin/python3 " + quoted(source_path("tests/support/json_schema_check.py")) + " " + quoted(instance) + " " +
                       quoted(schema));
}

}  // namespace sandtable::test
