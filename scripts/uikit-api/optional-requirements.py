#!/usr/bin/env python3
"""Lists UIKit's @optional protocol members that UIKitSim declares (optional-requirements.txt).

Usage: optional-requirements.py SDK_DIR SURFACE_FILE > docs/spec/uikit-api/optional-requirements.txt
(members it cannot match to one header declaration go to stderr, to be read by hand)

SDK_DIR is an iPhoneOS SDK root (System/Library/Frameworks/UIKit.framework/Headers). SURFACE_FILE is
UIKitSim's surface as UIKitSubsetTests writes it (UIKITSIM_API_DUMP), one line per declaration.

For each UIKitSim protocol (`public P | protocol P…`), every member line `public P.member | …` is
matched to a declaration in the header's `@protocol P` block: through the API notes' `SwiftName`
for its selector when they give one, else by the Swift importer's shape (the first selector piece
starts with the Swift base name and the rest of it with the first label, unless that label is `_`
or one Swift adds, e.g. `using`; each further piece starts with its label; a property by name or
`getter=`). Members in the block's `@optional` section are printed, as `P.member(labels:)`; members
in the required section are not. A protocol extension's own member (not a requirement, e.g.
`UIViewControllerTransitionCoordinator.animate(alongsideTransition:)`, UIKit's imported default
argument) matches nothing and is reported. UIKitSubsetTests.optionalRequirementsAreDefaultedRequirements
checks the printed lines against the built module: each is a requirement with a default
implementation, and every requirement with a default is listed.
"""
import glob
import os
import re
import sys

sdk, surface_file = sys.argv[1], sys.argv[2]
headers = {}
for path in glob.glob(os.path.join(sdk, "System/Library/Frameworks/UIKit.framework/Headers/*.h")):
    with open(path, errors="replace") as f:
        headers[path] = f.read()
with open(os.path.join(sdk, "System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes"), errors="replace") as f:
    apinotes = f.read()


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def drop_parens(text):
    """The text without any balanced parenthesised group (types, macro arguments)."""
    out, depth = [], 0
    for c in text:
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out)


def protocol_block(name):
    """(file, [(section, declaration)]) of `@protocol name <…> … @end`, section 'required' or 'optional'."""
    for path, text in headers.items():
        match = re.search(r"^@protocol %s\s*<[^>]*>(.*?)^@end" % re.escape(name), text, re.S | re.M)
        if not match:
            continue
        body = strip_comments(match.group(1))
        section, members = "required", []
        for statement in re.split(r";", body):
            for word in re.findall(r"@(optional|required)\b", statement):
                section = word
            statement = re.sub(r"@(optional|required)\b", "", statement).strip()
            if statement.startswith(("-", "+", "@property")):
                members.append((section, " ".join(statement.split())))
        return os.path.basename(path), members
    return None, []


def selector(declaration):
    """`- (T)a:(T)x b:(T)y MACRO(…)` → ['a', 'b'] (pieces with a colon) or ['name'] for no argument."""
    rest = drop_parens(declaration.lstrip("-+ "))
    pieces = re.findall(r"(\w+)\s*:", rest)
    if pieces:
        return pieces, True
    return [rest.split()[0]], False


def property_names(declaration):
    getter = re.search(r"getter\s*=\s*(\w+)", declaration)
    rest = drop_parens(declaration[len("@property"):])
    words = [w for w in re.findall(r"\w+", rest) if not re.match(r"^[A-Z][A-Z0-9_]+$", w)]
    names = {words[-1]} if words else set()
    if getter:
        names.add(getter.group(1))
    return names


def swift_names_from_apinotes(protocol):
    """Selector → SwiftName for the protocol, from the API notes' Protocols section."""
    section = apinotes.split("\nProtocols:\n", 1)[1]
    section = re.split(r"\n[A-Za-z]+:\n", section, 1)[0]
    match = re.search(r"^- Name: %s\n(.*?)(?=^- Name:|\Z)" % re.escape(protocol), section, re.S | re.M)
    names = {}
    if match:
        for sel, swift in re.findall(r"- Selector: ['\"]?([\w:]+)['\"]?\s*\n\s*SwiftName: ['\"]?([\w:()]+)['\"]?", match.group(1)):
            names[sel] = swift
    return names


def matches(member, declaration, notes):
    """Whether the Swift member `base(l1:l2:)` (or a property `name`) is the declaration."""
    if declaration.startswith("@property"):
        return "(" not in member and member in property_names(declaration)
    pieces, has_args = selector(declaration)
    objc = "".join(p + ":" for p in pieces) if has_args else pieces[0]
    if objc in notes:
        return notes[objc] == member
    if "(" not in member:
        return False
    base, labels = member.split("(", 1)
    labels = [l for l in labels.rstrip(")").split(":") if l != ""]
    if not has_args:
        return not labels and pieces[0] == base
    if len(pieces) != len(labels) or not pieces[0].startswith(base):
        return False
    rest = pieces[0][len(base):]
    if not (labels[0] == "_" or rest == "" or rest.lower().startswith(labels[0].lower())):
        return False
    return all(l == "_" or p.lower().startswith(l.lower()) for p, l in zip(pieces[1:], labels[1:]))


protocols, members = set(), []
with open(surface_file) as f:
    for line in (l.rstrip("\n") for l in f):
        if " | " not in line or line.startswith(("conformsTo ", "inheritsFrom ")):
            continue
        access, rest = line.split(" ", 1)
        path, decl = rest.split(" | ", 1)
        if decl.startswith("protocol "):
            protocols.add(path)
        elif "." in path:
            owner, member = path.split(".", 1)
            members.append((owner, member))

optional, unmatched = [], []
for owner, member in sorted(set(m for m in members if m[0] in protocols)):
    header, block = protocol_block(owner)
    notes = swift_names_from_apinotes(owner)
    found = [section for section, declaration in block if matches(member, declaration, notes)]
    if len(found) != 1:
        unmatched.append("%s.%s (%s: %d declarations match)" % (owner, member, header, len(found)))
    elif found[0] == "optional":
        optional.append("%s.%s" % (owner, member))

print("# UIKit's @optional protocol members that UIKitSim declares: Swift optional requirements on a device,")
print("# so calling one through the protocol needs `?` there (`delegate.adaptivePresentationStyle?(for: c)`).")
print("# UIKitSim has no Objective-C runtime: each is a plain requirement with a default implementation, and")
print("# the runner refuses a call through the protocol (KataEngine LearnerSourcePolicy, a copy of this list).")
print("# One `Protocol.member(labels:)` per line, the protocol that declares it, UIKitSim's Swift name.")
print("# Source: iPhoneOS16.5.sdk (theos/sdks 4af4cb1d02b6b8c6046db70851f70ca186b8bd73), UIKit headers'")
print("# @protocol blocks and UIKit.apinotes. Made by scripts/uikit-api/optional-requirements.py SDK_DIR")
print("# SURFACE_FILE (see README.md).")
for line in optional:
    print(line)
for line in unmatched:
    print("no single match: " + line, file=sys.stderr)
