/**
 * load.py of the package: pandas only. `python3 load.py` prints what it read; `import load` gives
 * load.responses, load.answers, load.questions, load.choices and load.unfinished, typed and with Categorical columns from datapackage.json,
 * every text as written, and `load.codes(frame, name)` for the stored codes of a coded column.
 */
export const loadPy = `"""Loads the research package into pandas: \`import load\` (or \`python3 load.py\`) beside the files.

Makes one DataFrame per table of datapackage.json: responses, answers, questions, choices and (but in
the sharing variant) unfinished.

- Coded columns are pandas Categorical whose categories are the value labels of datapackage.json, in the
  order listed there (the order of the codes); a scale ("categoriesOrdered": true) is an ordered
  Categorical. load.codes(frame, name) gives the codes stored in the CSV (a scale's points, not the
  category positions), e.g. load.codes(load.responses, "q10").mean(). Each frame's attrs["labels"] holds
  the variable labels and attrs["codes"] the code of each value label.
- Texts load exactly as written, spaces and line breaks included: in the CSVs a text that begins with
  = + - @ ' a tab or a carriage return has one ' more in front (so that no spreadsheet runs it as a
  formula), which is taken off here for the columns marked "x-marked": true.
- Date-times are datetime64 in UTC, with their fractions of a second.
"""
import json
import os

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
DTYPES = {"integer": "Int64", "number": "float64", "boolean": "Int64", "string": "string"}
PANDAS_2 = int(pd.__version__.split(".")[0]) >= 2
_codes = {}


def _unique(labels):
    seen = {}
    out = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


def _times(values, utc):
    # pandas 2 guesses one format from the first value; ISO 8601 lets fractions of a second vary.
    if PANDAS_2:
        return pd.to_datetime(values, utc=utc, format="ISO8601")
    return pd.to_datetime(values, utc=utc)


def codes(frame, name):
    """The codes of a coded column as stored in the CSV, as a Series beside the frame's rows."""
    by_label = frame.attrs.get("codes", {}).get(name, _codes.get(name))
    if by_label is None:
        raise KeyError(f"{name} is not a coded column")
    column = frame[name]
    values = [by_label[label] for label in column.cat.categories]
    if all(isinstance(v, int) for v in values):
        dtype = "Int64"
    elif all(isinstance(v, (int, float)) for v in values):
        dtype = "Float64"
    else:
        dtype = "string"
    stored = [None if p < 0 else values[p] for p in column.cat.codes]
    return pd.Series(pd.array(stored, dtype=dtype), index=frame.index, name=name)


def read_resource(resource, folder=HERE):
    schema = resource["schema"]
    fields = schema["fields"]
    dtypes = {f["name"]: DTYPES.get(f["type"], "string") for f in fields}
    frame = pd.read_csv(
        os.path.join(folder, resource["path"]),
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
            frame[name] = _times(frame[name], f["type"] == "datetime")
        if f.get("x-marked"):
            frame[name] = frame[name].str.replace("^'", "", n=1, regex=True)
        if "categories" in f:
            values = [c["value"] for c in f["categories"]]
            labels = _unique([c["label"] for c in f["categories"]])
            as_text = frame[name].astype("string")
            by_code = {str(value): label for value, label in zip(values, labels)}
            frame[name] = pd.Categorical(
                as_text.map(by_code, na_action="ignore"),
                categories=labels,
                ordered=bool(f.get("categoriesOrdered")),
            )
            frame.attrs["codes"][name] = dict(zip(labels, values))
            _codes.setdefault(name, frame.attrs["codes"][name])
    return frame


def load(folder=HERE):
    with open(os.path.join(folder, "datapackage.json"), encoding="utf-8") as handle:
        package = json.load(handle)
    return {r["name"]: read_resource(r, folder) for r in package["resources"]}


_frames = load()
responses = _frames.get("responses")
answers = _frames.get("answers")
questions = _frames.get("questions")
choices = _frames.get("choices")
unfinished = _frames.get("unfinished")

if __name__ == "__main__":
    for name, frame in _frames.items():
        print(f"{name}: {len(frame)} rows, {len(frame.columns)} columns")
        print(frame.dtypes.to_string())
`;
