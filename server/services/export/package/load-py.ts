/**
 * load.py of the package: pandas only. `python3 load.py` prints what it read; `import load` gives
 * load.respondents, load.responses and load.answers, typed and with Categorical columns from datapackage.json.
 */
export const loadPy = `"""Loads the research package into pandas: \`import load\` (or \`python3 load.py\`) beside the files.

Makes three DataFrames: respondents, responses and answers. Coded columns are pandas Categorical whose
categories are the value labels of datapackage.json, in the order of the codes; each frame's
attrs["labels"] holds the variable labels and attrs["codes"] the code of each value label.
"""
import json
import os

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
DTYPES = {"integer": "Int64", "number": "float64", "boolean": "Int64", "string": "string"}


def _unique(labels):
    seen = {}
    out = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


def read_resource(resource):
    schema = resource["schema"]
    fields = schema["fields"]
    dtypes = {f["name"]: DTYPES.get(f["type"], "string") for f in fields}
    frame = pd.read_csv(
        os.path.join(HERE, resource["path"]),
        dtype=dtypes,
        keep_default_na=False,
        na_values=schema.get("missingValues", [""]),
        encoding="utf-8",
    )
    frame.attrs["labels"] = {f["name"]: f.get("title", f["name"]) for f in fields}
    frame.attrs["codes"] = {}
    for f in fields:
        name = f["name"]
        if f["type"] == "boolean":
            frame[name] = frame[name].astype("boolean")
        elif f["type"] in ("datetime", "date"):
            frame[name] = pd.to_datetime(frame[name], utc=f["type"] == "datetime")
        if "categories" in f:
            codes = [c["value"] for c in f["categories"]]
            labels = _unique([c["label"] for c in f["categories"]])
            as_text = frame[name].astype("string")
            by_code = {str(code): label for code, label in zip(codes, labels)}
            frame[name] = pd.Categorical(as_text.map(by_code, na_action="ignore"), categories=labels)
            frame.attrs["codes"][name] = dict(zip(labels, codes))
    return frame


def load(folder=HERE):
    with open(os.path.join(folder, "datapackage.json"), encoding="utf-8") as handle:
        package = json.load(handle)
    return {r["name"]: read_resource(r) for r in package["resources"]}


_frames = load()
respondents = _frames.get("respondents")
responses = _frames.get("responses")
answers = _frames.get("answers")

if __name__ == "__main__":
    for name, frame in _frames.items():
        print(f"{name}: {len(frame)} rows, {len(frame.columns)} columns")
        print(frame.dtypes.to_string())
`;
