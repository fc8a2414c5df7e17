#pragma once
// SHA-256 from OpenSSL's libcrypto, as lower-case hex: the checksums of a pack's manifest.
#include <string>
#include <string_view>

namespace sandtable {

[[nodiscard]] std::string sha256_hex(std::string_view data);

}  // namespace sandtable
