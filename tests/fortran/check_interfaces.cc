// SPDX-License-Identifier: BSD-3-Clause
// Checks the Fortran module src/api/fortran/batchblas.f90 against the C headers, mechanically:
// every function declared (BBLAS_API) in batchblas.h and the batchblas/*.h files it includes has
// exactly one interface of the same name, bound to the same C name, with the same argument names
// in the same order, each declared as the C type maps to Fortran (table below); the module has
// no interface without a C function; the error-handler typedef has its abstract interface; every
// enumerator is a named constant of the same value. A new C function without its interface, or
// a changed prototype, fails here rather than at a Fortran user's link or run; a missing
// interface is printed as it should read.
//
// usage: check_interfaces INCLUDE_DIR MODULE_SOURCE   (the files MODULE_SOURCE includes are read
// in its place, so the interfaces may sit in batchblas_*.inc)
//
// C type -> Fortran declaration (T: float, double, bblas_complex_float, bblas_complex_double,
// int64_t, int, size_t, bblas_half -> real(c_float), real(c_double), complex(c_float_complex),
// complex(c_double_complex), integer(c_int64_t), integer(c_int), integer(c_size_t),
// type(bblas_half)):
//   blas_*_t (by value)          integer(c_int), value
//   const blas_*_t *             integer(c_int), intent(in) :: x(*)
//   T (by value)                 T', value
//   const T *                    T', intent(in) :: x(*)   (a compact routine's alpha / beta:
//                                                          T', intent(in) :: x, one scalar)
//   T *                          T', intent(inout) :: x(*)   (result: intent(out); info:
//                                                             intent(inout), optional)
//   any * const * (pointer array) type(c_ptr), intent(in) :: x(*)
//   bblas_error_handler_t        type(c_funptr), value
//   const char *                 character(kind=c_char), intent(in) :: x(*)
// Returns: void -> subroutine, int64_t -> integer(c_int64_t) function, int -> integer(c_int)
// function, bblas_error_handler_t -> type(c_funptr) function, const char * -> type(c_ptr)
// function.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Interface {
    std::string result;                                   // "subroutine" or the function's type
    std::string bind_name;                                // Fortran side only
    std::vector<std::string> args;                        // names, in order
    std::map<std::string, std::string> decls;             // name -> declaration
};

int failures = 0;

void fail(std::string const& what)
{
    std::fprintf(stderr, "check_interfaces: %s\n", what.c_str());
    ++failures;
}

std::string read_file(std::string const& path)
{
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "check_interfaces: cannot read %s\n", path.c_str());
        std::exit(2);
    }
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string squeeze(std::string const& s)  // whitespace runs -> one space, trimmed
{
    std::string out;
    for (char c : s) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!out.empty() && out.back() != ' ')
                out += ' ';
        } else {
            out += c;
        }
    }
    if (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

std::string strip_c_comments(std::string const& s)
{
    std::string out;
    for (size_t i = 0; i < s.size();) {
        if (s.compare(i, 2, "/*") == 0) {
            size_t end = s.find("*/", i + 2);
            i = end == std::string::npos ? s.size() : end + 2;
            out += ' ';
        } else if (s.compare(i, 2, "//") == 0) {
            i = s.find('\n', i);
            if (i == std::string::npos)
                i = s.size();
        } else {
            out += s[i++];
        }
    }
    return out;
}

std::vector<std::string> split(std::string const& s, char sep)
{
    std::vector<std::string> parts;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            parts.push_back(squeeze(cur));
            cur.clear();
        } else {
            cur += c;
        }
    }
    parts.push_back(squeeze(cur));
    return parts;
}

// ------------------------------------------------------------------------- C side

std::string fortran_scalar(std::string const& c_type)
{
    static std::map<std::string, std::string> const table = {
        {"float", "real(c_float)"},
        {"double", "real(c_double)"},
        {"bblas_complex_float", "complex(c_float_complex)"},
        {"bblas_complex_double", "complex(c_double_complex)"},
        {"int64_t", "integer(c_int64_t)"},
        {"int", "integer(c_int)"},
        {"size_t", "integer(c_size_t)"},
        {"bblas_half", "type(bblas_half)"},
        {"char", "character(kind=c_char)"},
    };
    auto it = table.find(c_type);
    return it == table.end() ? "" : it->second;
}

bool is_enum_type(std::string const& t) { return std::regex_match(t, std::regex("blas_[a-z]+_t")); }

// The Fortran declaration (without " :: name") and whether the name carries (*), for one C
// argument `type name` of function `fn`; empty when the type has no mapping.
std::string expected_decl(std::string const& fn, std::string const& type, std::string const& name,
                          bool& array)
{
    array = false;
    // Pointer spelling normalised to "T *", "const T *", "T *const *", "const T *const *".
    std::string t = std::regex_replace(type, std::regex("\\s*\\*\\s*"), " *");
    t = std::regex_replace(t, std::regex("\\* const"), "*const");
    t = squeeze(t);
    if (t.find("*const *") != std::string::npos) {
        array = true;
        return "type(c_ptr), intent(in)";
    }
    if (t == "bblas_error_handler_t")
        return "type(c_funptr), value";
    if (is_enum_type(t))
        return "integer(c_int), value";
    if (!fortran_scalar(t).empty() && t != "char")
        return fortran_scalar(t) + ", value";
    std::smatch m;
    if (std::regex_match(t, m, std::regex("const (\\w+) \\*"))) {
        std::string base = m[1];
        if (is_enum_type(base)) {
            array = true;
            return "integer(c_int), intent(in)";
        }
        std::string f = fortran_scalar(base);
        if (f.empty())
            return "";
        bool compact_scalar =
            fn.find("_compact") != std::string::npos && (name == "alpha" || name == "beta");
        array = !compact_scalar;
        return f + ", intent(in)";
    }
    if (std::regex_match(t, m, std::regex("(\\w+) \\*"))) {
        std::string f = fortran_scalar(m[1]);
        if (f.empty())
            return "";
        array = true;
        if (name == "info")
            return f + ", intent(inout), optional";
        if (name == "result")
            return f + ", intent(out)";
        return f + ", intent(inout)";
    }
    return "";
}

// Fills `iface` from a C parameter list ("void" or "type name, ..."), for function `fn`.
void c_parameters(std::string const& fn, std::string const& params, Interface& iface)
{
    if (squeeze(params) == "void")
        return;
    for (std::string const& p : split(params, ',')) {
        std::smatch m;
        if (!std::regex_match(p, m, std::regex("(.*[\\s*])(\\w+)"))) {
            fail(fn + ": cannot parse C parameter '" + p + "'");
            continue;
        }
        std::string type = squeeze(m[1]), name = m[2];
        bool array = false;
        std::string decl = expected_decl(fn, type, name, array);
        if (decl.empty()) {
            fail(fn + ": no Fortran mapping for C parameter '" + p + "'");
            continue;
        }
        iface.args.push_back(name);
        iface.decls[name] = decl + " :: " + name + (array ? "(*)" : "");
    }
}

std::string c_result(std::string const& fn, std::string const& ret)
{
    if (ret == "void")
        return "subroutine";
    if (ret == "int64_t")
        return "integer(c_int64_t)";
    if (ret == "int")
        return "integer(c_int)";
    if (ret == "bblas_error_handler_t")
        return "type(c_funptr)";
    if (squeeze(std::regex_replace(ret, std::regex("\\*"), " * ")) == "const char *")
        return "type(c_ptr)";  // a C string: c_f_pointer it, up to its NUL
    fail(fn + ": no Fortran mapping for the C return type " + ret);
    return "?";
}

// A header's declarations: comments and preprocessor lines (BBLAS_API's own #define) removed.
std::string c_declarations(std::string const& header)
{
    std::istringstream in(strip_c_comments(header));
    std::string out;
    for (std::string line; std::getline(in, line);)
        if (squeeze(line).rfind('#', 0) != 0)
            out += line + "\n";
    return out;
}

// The headers: batchblas.h and every "batchblas/....h" it includes.
std::vector<std::string> c_headers(std::string const& include_dir)
{
    std::string top = read_file(include_dir + "/batchblas.h");
    std::vector<std::string> texts{c_declarations(top)};
    std::regex inc("#include \"(batchblas/\\w+\\.h)\"");
    for (std::sregex_iterator it(top.begin(), top.end(), inc), end; it != end; ++it)
        texts.push_back(c_declarations(read_file(include_dir + "/" + (*it)[1].str())));
    return texts;
}

// ------------------------------------------------------------------------- Fortran side

// The module's source with every Fortran include line (include 'file', on a line of its own)
// replaced by the text of that file, looked up beside the file that includes it, as compilers do
// first; nested includes too.
std::string fortran_source(std::string const& path, int depth = 0)
{
    if (depth > 8) {
        std::fprintf(stderr, "check_interfaces: includes nested too deep at %s\n", path.c_str());
        std::exit(2);
    }
    std::string const dir = path.find('/') == std::string::npos
                                ? std::string()
                                : path.substr(0, path.rfind('/') + 1);
    std::regex const include_line("\\s*include\\s*(['\"])([^'\"]+)\\1\\s*(!.*)?",
                                  std::regex::icase);
    std::string out;
    std::istringstream in(read_file(path));
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (std::regex_match(line, m, include_line))
            out += fortran_source(dir + m[2].str(), depth + 1);
        else
            out += line + "\n";
    }
    return out;
}

// The module's statements: comments dropped, continuation lines joined, one statement a line.
std::vector<std::string> fortran_statements(std::string const& src)
{
    std::vector<std::string> statements;
    std::string pending;
    std::istringstream in(src);
    for (std::string line; std::getline(in, line);) {
        size_t bang = line.find('!');
        if (bang != std::string::npos)
            line.erase(bang);
        line = squeeze(line);
        if (!pending.empty() && !line.empty() && line.front() == '&')
            line.erase(0, 1);
        bool continued = !line.empty() && line.back() == '&';
        if (continued)
            line.pop_back();
        pending += line + " ";
        if (!continued) {
            std::string s = squeeze(pending);
            if (!s.empty())
                statements.push_back(s);
            pending.clear();
        }
    }
    return statements;
}

std::string lower(std::string s)
{
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: check_interfaces INCLUDE_DIR MODULE_SOURCE\n");
        return 2;
    }

    // C: prototypes, the error handler's typedef, enumerators.
    std::map<std::string, Interface> c_functions;
    std::map<std::string, Interface> c_abstract;     // typedef'd function pointer types
    std::map<std::string, std::string> c_constants;  // enumerator -> value
    std::regex proto("BBLAS_API\\s+([^;(]*?)\\s*\\b(\\w+)\\s*\\(([^;]*)\\)\\s*;");
    std::regex declared("(^|\\n)\\s*BBLAS_API\\b");  // every declaration, parsed or not
    std::regex fptr("typedef\\s+void\\s*\\(\\s*\\*\\s*(\\w+)_t\\s*\\)\\s*\\(([^;]*)\\)\\s*;");
    std::regex enumerator("\\b((?:Blas|Bblas)\\w+)\\s*=\\s*(\\d+)");
    bool half_struct = false;
    for (std::string const& text : c_headers(argv[1])) {
        size_t parsed = 0;
        for (std::sregex_iterator it(text.begin(), text.end(), proto), end; it != end; ++it) {
            std::string fn = (*it)[2];
            Interface iface;
            ++parsed;
            iface.result = c_result(fn, squeeze((*it)[1]));
            c_parameters(fn, (*it)[3], iface);
            if (!c_functions.emplace(fn, iface).second)
                fail(fn + ": declared twice in the C headers");
        }
        auto count = std::distance(std::sregex_iterator(text.begin(), text.end(), declared),
                                   std::sregex_iterator());
        if (static_cast<size_t>(count) != parsed)
            fail("of " + std::to_string(count) + " BBLAS_API declarations in a header, only " +
                 std::to_string(parsed) + " parse as functions: extend the parser");
        for (std::sregex_iterator it(text.begin(), text.end(), fptr), end; it != end; ++it) {
            Interface iface;
            iface.result = "subroutine";
            c_parameters((*it)[1], (*it)[2], iface);
            c_abstract[(*it)[1]] = iface;
        }
        for (std::sregex_iterator it(text.begin(), text.end(), enumerator), end; it != end; ++it)
            c_constants[(*it)[1]] = (*it)[2];
        if (std::regex_search(text, std::regex("typedef struct bblas_half \\{\\s*uint16_t bits;"
                                               "\\s*\\} bblas_half;")))
            half_struct = true;
    }
    if (c_functions.size() < 100)
        fail("found only " + std::to_string(c_functions.size()) + " C functions: parser broken?");
    if (!half_struct)
        fail("bblas_half is no longer struct { uint16_t bits; }: update type(bblas_half)");

    // Fortran: interfaces (abstract ones apart), named constants, the bblas_half type.
    std::map<std::string, Interface> f_functions, f_abstract;
    std::map<std::string, std::string> f_constants;
    std::regex head("(?:(subroutine)|([\\w(),=]+) function) (\\w+) ?\\(([\\w, ]*)\\) "
                    "bind\\(C(?:, name='(\\w+)')?\\)");
    std::regex constant("integer\\(c_int\\), parameter :: (\\w+) = (\\d+)");
    std::regex declaration("(.+?) :: (.+)");
    std::vector<std::string> statements = fortran_statements(fortran_source(argv[2]));
    bool abstract = false, half_type = false;
    for (size_t i = 0; i < statements.size(); ++i) {
        std::string const& s = statements[i];
        std::smatch m;
        if (s == "abstract interface")
            abstract = true;
        else if (s == "end interface")
            abstract = false;
        else if (s == "type, bind(C) :: bblas_half" && i + 2 < statements.size() &&
                 statements[i + 1] == "integer(c_int16_t) :: bits" &&
                 statements[i + 2] == "end type bblas_half")
            half_type = true;
        else if (std::regex_match(s, m, constant)) {
            if (!f_constants.emplace(m[1], m[2]).second)
                fail("constant " + m[1].str() + " defined twice");
        } else if (std::regex_match(s, m, head)) {
            Interface iface;
            std::string name = m[3];
            iface.result = m[1].matched ? std::string("subroutine") : m[2].str();
            iface.bind_name = m[5];
            if (squeeze(m[4]) != "")
                iface.args = split(m[4], ',');
            std::string kind = m[1].matched ? "subroutine" : "function";
            for (++i; i < statements.size() && statements[i] != "end " + kind + " " + name; ++i) {
                std::smatch d;
                if (statements[i] == "import")
                    continue;
                if (!std::regex_match(statements[i], d, declaration)) {
                    fail(name + ": unexpected statement '" + statements[i] + "'");
                    continue;
                }
                for (std::string entity : split(d[2], ',')) {
                    std::string arg = entity.substr(0, entity.find('('));
                    if (!iface.decls.emplace(arg, d[1].str() + " :: " + entity).second)
                        fail(name + ": " + arg + " declared twice");
                }
            }
            if (i == statements.size())
                fail(name + ": no 'end " + kind + " " + name + "'");
            auto& target = abstract ? f_abstract : f_functions;
            if (!target.emplace(name, iface).second)
                fail(name + ": more than one interface");
        }
    }
    if (!half_type)
        fail("no 'type, bind(C) :: bblas_half' with the one component integer(c_int16_t) :: bits");

    auto compare = [](std::string const& what, Interface const& c, Interface const& f) {
        if (c.result != f.result)
            fail(what + ": C returns " + c.result + ", the interface " + f.result);
        if (c.args != f.args) {
            std::string ca, fa;
            for (auto const& a : c.args)
                ca += a + " ";
            for (auto const& a : f.args)
                fa += a + " ";
            fail(what + ": arguments differ\n  C:       " + ca + "\n  Fortran: " + fa);
            return;
        }
        for (auto const& a : c.args) {
            auto it = f.decls.find(a);
            if (it == f.decls.end())
                fail(what + ": argument " + a + " not declared");
            else if (it->second != c.decls.at(a))
                fail(what + ": argument " + a + " is '" + it->second + "', expected '" +
                     c.decls.at(a) + "'");
        }
        if (f.decls.size() != c.args.size())
            fail(what + ": declares names that are not arguments");
    };

    std::set<std::string> f_lower;
    for (auto const& [name, f] : f_functions)
        if (!f_lower.insert(lower(name)).second)
            fail(name + ": two interfaces differ only in case (Fortran names are case-insensitive)");
    for (auto const& [name, c] : c_functions) {
        auto it = f_functions.find(name);
        if (it == f_functions.end()) {
            // Spelled out, ready to be added to the module.
            std::string args, decls;
            for (auto const& a : c.args) {
                args += (args.empty() ? "" : ", ") + a;
                decls += "      " + c.decls.at(a) + "\n";
            }
            bool sub = c.result == "subroutine";
            std::string kind = sub ? "subroutine" : "function";
            fail(name + ": no interface in the Fortran module; expected\n    " +
                 (sub ? "" : c.result + " ") + kind + " " + name + "(" + args + ") &\n" +
                 "        bind(C, name='" + name + "')\n      import\n" + decls + "    end " +
                 kind + " " + name);
            continue;
        }
        if (it->second.bind_name != name)
            fail(name + ": bound to C name '" + it->second.bind_name + "'");
        compare(name, c, it->second);
    }
    for (auto const& [name, f] : f_functions)
        if (!c_functions.count(name))
            fail(name + ": interface without a C function in the headers");
    for (auto const& [name, c] : c_abstract) {
        auto it = f_abstract.find(name);
        if (it == f_abstract.end())
            fail(name + "_t: no abstract interface " + name);
        else
            compare("abstract interface " + name, c, it->second);
    }
    for (auto const& [name, value] : c_constants) {
        auto it = f_constants.find(name);
        if (it == f_constants.end())
            fail("enumerator " + name + ": no named constant");
        else if (it->second != value)
            fail("enumerator " + name + " = " + value + ", the constant " + it->second);
    }
    for (auto const& [name, value] : f_constants)
        if (!c_constants.count(name))
            fail("constant " + name + ": no C enumerator of that name");

    if (failures) {
        std::fprintf(stderr, "check_interfaces: %d problem(s)\n", failures);
        return 1;
    }
    std::printf("check_interfaces: %zu functions, %zu abstract interface(s), %zu constants match\n",
                c_functions.size(), c_abstract.size(), c_constants.size());
    return 0;
}
