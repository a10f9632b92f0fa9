#!/usr/bin/env python3
"""Keeps the lines of UIKitSim's API surface that the iOS SDK shows UIKit (or CoreGraphics) has.

Usage: evidence.py SDK_DIR SURFACE_FILE > UIKit-iOS16.5.txt   (lines without evidence go to stderr)

SDK_DIR is an iPhoneOS SDK root (System/Library/Frameworks/*/Headers, usr/lib/swift/*.swiftmodule).
SURFACE_FILE is UIKitSim's surface as UIKitSubsetTests writes it (UIKITSIM_API_DUMP), one line per
declaration (`<access> <Path> | <declaration>`) or conformance (`conformsTo <Type> : <Protocol>`).

Evidence is by name, from the SDK's own text: a type's Objective-C or Swift name; a member's Swift
name in the API notes or Swift overlay, or its Objective-C selector or property in the type's
header; an enum case as <Type><Case> constant; a conformance in the overlay, in the class's
@interface line, or one every NSObject, NS_ENUM, NS_OPTIONS or typed-enum type has. The shape of
each kept line (labels, optionality, settable, open) was then read against the header by hand:
the script proves a name exists, not that its shape matches.
"""
import glob
import os
import re
import sys

sdk, surface_file = sys.argv[1], sys.argv[2]
frameworks = ["UIKit", "CoreGraphics", "QuartzCore"]
headers = {}
for fw in frameworks:
    for path in glob.glob(os.path.join(sdk, "System/Library/Frameworks", fw + ".framework/Headers/*")):
        with open(path, errors="replace") as f:
            headers[path] = f.read()
overlay = ""
for fw in frameworks:
    for path in glob.glob(os.path.join(sdk, "usr/lib/swift", fw + ".swiftmodule/*.swiftinterface")):
        with open(path, errors="replace") as f:
            overlay += f.read()
everything = "\n".join(headers.values()) + overlay
enum_like = set(re.findall(r"NS_(?:ENUM|OPTIONS|CLOSED_ENUM)\(\w+, (\w+)\)", everything)) | \
    set(re.findall(r"typedef \w+ (\w+) NS_(?:TYPED_ENUM|TYPED_EXTENSIBLE_ENUM|STRING_ENUM|EXTENSIBLE_STRING_ENUM)", everything)) | \
    set(re.findall(r"typedef [\w *]*?\*?(\w+) NS_(?:TYPED_ENUM|TYPED_EXTENSIBLE_ENUM)", everything))
words = set(re.findall(r"\w+", everything))
swift_names = set(m.strip("'") for m in re.findall(r"SwiftName: (\S+)", everything))
overlay_decls = set(re.findall(r"\b(?:func|var|let|case)\s+`?(\w+)", overlay))

# Swift name -> Objective-C name, from the API notes (`- Name: X` followed by `SwiftName: Y`).
swift_to_objc = {}
for text in (t for p, t in headers.items() if p.endswith(".apinotes")):
    for match in re.finditer(r"- Name: (\w+)\s*\n\s*SwiftName: ([\w.]+)", text):
        swift_to_objc.setdefault(match.group(2), match.group(1))

NSOBJECT_CONFORMANCES = {"Foundation.NSObjectProtocol", "Swift.Equatable", "Swift.Hashable", "Swift.CustomStringConvertible",
                         "Swift.CustomDebugStringConvertible", "Swift.Sendable", "Swift.SendableMetatype", "Foundation.NSObject"}
VALUE_CONFORMANCES = {"Swift.Equatable", "Swift.Hashable", "Swift.RawRepresentable", "Swift.Sendable", "Swift.SendableMetatype",
                      "Swift.OptionSet", "Swift.SetAlgebra", "Swift.ExpressibleByArrayLiteral"}


def objc_names(swift_path):
    """Candidate Objective-C spellings of a (possibly nested) Swift type name."""
    names = {swift_path, swift_path.split(".")[-1], swift_path.replace(".", "")}
    if swift_path in swift_to_objc:
        names.add(swift_to_objc[swift_path])
    return names


import functools


@functools.lru_cache(maxsize=None)
def type_exists(swift_path):
    return any(n in words or n in swift_names for n in objc_names(swift_path))


_header_cache = {}


def header_of(type_path):
    if type_path not in _header_cache:
        _header_cache[type_path] = _header_of(type_path)
    return _header_cache[type_path]


def _header_of(type_path):
    """Texts of the headers that declare the type (as @interface, @protocol or typedef)."""
    found = []
    for name in objc_names(type_path):
        pattern = re.compile(r"(@interface|@protocol)\s+%s\b|@interface %s\s*\(|\b%s\s*(NS_|API_|\)|;|\{)|typedef .*\b%s\b" % ((re.escape(name),) * 4))
        found += [t for p, t in headers.items() if p.endswith(".h") and pattern.search(t)]
    return found


def member_exists(type_path, member):
    base = member.split("(")[0]
    labels = [l for l in re.findall(r"(\w+):", member) if l != "_"]
    # The Swift name verbatim in the API notes or the overlay.
    if member.endswith(")") and member in swift_names:
        return True
    if base in overlay_decls:
        return True
    if base.startswith("is") and re.search(r"getter=%s\b" % re.escape(base), everything):
        return True
    if enum_like_type(type_path) and base == "init" and labels == ["rawValue"]:
        return True
    if enum_like_type(type_path) and case_exists(type_path, base):
        return True
    if base in ("isEqual", "hash", "description") and header_of(type_path):
        return True  # NSObject's, overridden
    texts = header_of(type_path) + [t for p, t in headers.items() if p.endswith(".h")]
    for text in texts:
        if base == "init":
            if all(re.search(r"\b%s\b" % l, text, re.I) for l in labels) and re.search(r"\binit", text):
                return True
            continue
        # An Objective-C property or selector starting with the base name (Swift drops prepositions
        # and type names), with every label somewhere in the header.
        cap = base[:1].upper() + base[1:]
        if re.search(r"\b[a-z]+%s\w*\s*[:;( ]" % re.escape(cap), text) and all(re.search(re.escape(l), text, re.I) for l in labels):
            return True
        if re.search(r"(\)\s*\*?\s*|\s|\*)%s\w*\s*[:;( ]" % re.escape(base), text) and \
                all(re.search(re.escape(l), text, re.I) for l in labels):
            return True
        if re.search(r"\b(is|get)%s\w*" % re.escape(base[:1].upper() + base[1:]), text):
            return True
    return False


def enum_like_type(type_path):
    return any(n in enum_like for n in objc_names(type_path))


def case_exists(type_path, case):
    stem = case.strip("`")
    cap = stem[:1].upper() + stem[1:]
    for name in objc_names(type_path):
        prefixes = {name, re.sub(r"(Style|Options|Mask|Direction|Class|Edge)$", "", name), re.sub(r"s$", "", name)}
        if any(w.startswith(p) and w.endswith(cap) for w in words for p in prefixes):
            return True
    return stem in overlay_decls


def conformance_exists(type_path, target, kind):
    name = type_path.split(".")[-1]
    if re.search(r"extension (UIKit|CoreFoundation|CoreGraphics)\.%s ?: %s" % (re.escape(type_path), re.escape(target)), overlay):
        return True
    if target in ("Swift.Copyable", "Swift.Escapable", "Swift.Sendable", "Swift.SendableMetatype"):
        return True
    chain, current = [], name
    while current:
        found = [t for t in headers.values() if re.search(r"@interface %s\s*(<[^>]*>)?\s*:" % re.escape(current), t)]
        if not found:
            break
        line = re.search(r"@interface %s\s*(<[^>]*>)?\s*:[^\n]*" % re.escape(current), found[0]).group(0)
        chain.append(line)
        superclass = re.search(r":\s*(\w+)", line)
        current = superclass.group(1) if superclass and superclass.group(1) != current else None
    if chain:  # an Objective-C class and its superclasses
        if target in NSOBJECT_CONFORMANCES:
            return True
        return any(re.search(r"\b%s\b" % re.escape(target.split(".")[-1]), l) for l in chain)
    is_enum_like = any(n in enum_like for n in objc_names(type_path))
    if is_enum_like and target in VALUE_CONFORMANCES:
        return True
    if target in ("Swift.Sendable", "Swift.SendableMetatype"):
        return True
    wanted = "NSObject" if target == "Foundation.NSObjectProtocol" else target.split(".")[-1]
    protocols = [t for t in headers.values() if re.search(r"@protocol %s\s*<[^>]*\b%s\b" % (re.escape(name), re.escape(wanted)), t)]
    return bool(protocols)


kept, missing = [], []
with open(surface_file) as f:
    for line in (l.rstrip("\n") for l in f):
        if not line:
            continue
        if line.startswith(("conformsTo ", "inheritsFrom ")):
            kind, rest = line.split(" ", 1)
            source, target = rest.split(" : ")
            ok = conformance_exists(source, target, kind)
        else:
            access, rest = line.split(" ", 1)
            path, decl = rest.split(" | ", 1)
            parts = path.split(".")
            if len(parts) == 1:
                ok = type_exists(path)
            elif decl.startswith("case "):
                ok = case_exists(".".join(parts[:-1]), parts[-1])
            elif decl.startswith(("class ", "struct ", "enum ", "protocol ")):
                ok = type_exists(path)
            else:
                member = parts[-1]
                owner = ".".join(parts[:-1])
                if "(" in member and not member[0].isalpha():
                    member = member  # operators: the overlay spells them
                    ok = re.search(r"static func %s " % re.escape(member.split("(")[0]), overlay) is not None
                else:
                    ok = member_exists(owner, member)
        (kept if ok else missing).append(line)

print("# UIKit declarations and conformances that UIKitSim may show, in UIKitSim's normalised form.")
print("# Source: iPhoneOS16.5.sdk (theos/sdks 4af4cb1d02b6b8c6046db70851f70ca186b8bd73), UIKit/CoreGraphics/QuartzCore")
print("# headers, API notes and Swift overlays. Made by scripts/uikit-api/make-list.sh SDK_DIR (see README.md).")
for line in kept:
    print(line)
for line in missing:
    print("no evidence: " + line, file=sys.stderr)
