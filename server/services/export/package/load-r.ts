/**
 * load.R of the package: base R with readr and jsonlite only. `source("load.R")` in the package's folder
 * reads every CSV with the types, factor levels, value labels and variable labels of datapackage.json,
 * every text as written, and defines `codes(x)` for the stored codes of a coded column.
 */
export const loadR = `# Loads the research package into R: source("load.R") in the folder holding the files.
# Needs the packages readr and jsonlite. Makes one data frame per table of datapackage.json: responses,
# answers, questions, choices and (but in the sharing variant) unfinished.
# - Coded columns become factors whose levels are the value labels of datapackage.json, in the order listed
#   there (the order of the codes); a scale ("categoriesOrdered": true) becomes an ordered factor.
#   codes(x) gives the codes stored in the CSV (a scale's points, not the factor's level numbers), e.g.
#   mean(codes(responses$q10), na.rm = TRUE). attr(x, "label") is the variable label.
# - Texts load exactly as written, spaces and line breaks included: in the CSVs a text that begins with
#   = + - @ ' a tab or a carriage return has one ' more in front (so that no spreadsheet runs it as a
#   formula), which is taken off here for the columns marked "x-marked": true.
# - Date-times are POSIXct in UTC, with their fractions of a second.

# The codes of a coded column as stored in the CSV. Subsetting a factor drops its codes: then name the
# whole column they come from, codes(part, from = responses$q10).
codes <- function(x, from = x) {
  values <- attr(from, "codes")
  if (!is.factor(x) || is.null(values))
    stop("codes() needs a coded column as load.R made it (or from = that column)", call. = FALSE)
  values[match(as.character(x), levels(from))]
}

local({
  pkg <- jsonlite::fromJSON("datapackage.json", simplifyVector = FALSE)
  col_type <- function(type) switch(type,
    integer = readr::col_integer(), number = readr::col_double(), boolean = readr::col_integer(),
    datetime = readr::col_datetime(), date = readr::col_date(), readr::col_character())
  typed <- function(values, type) switch(type,
    integer = as.integer(values), number = as.numeric(values), as.character(values))
  for (resource in pkg$resources) {
    fields <- resource$schema$fields
    names <- vapply(fields, function(f) f$name, "")
    types <- do.call(readr::cols, stats::setNames(lapply(fields, function(f) col_type(f$type)), names))
    data <- readr::read_csv(resource$path, col_types = types, na = unlist(resource$schema$missingValues),
      trim_ws = FALSE, locale = readr::locale(encoding = "UTF-8", tz = "UTC"), progress = FALSE)
    data <- as.data.frame(data)
    for (f in fields) {
      x <- data[[f$name]]
      if (f$type == "boolean") x <- as.logical(x)
      if (isTRUE(f[["x-marked"]])) x <- sub("^'", "", x)
      if (!is.null(f$categories)) {
        values <- typed(vapply(f$categories, function(c) as.character(c$value), ""), f$type)
        labels <- vapply(f$categories, function(c) c$label, "")
        x <- factor(as.character(x), levels = as.character(values), labels = make.unique(labels),
          ordered = isTRUE(f$categoriesOrdered))
        attr(x, "codes") <- values
      }
      attr(x, "label") <- if (is.null(f$title)) f$name else f$title
      data[[f$name]] <- x
    }
    assign(resource$name, data, envir = globalenv())
  }
})
`;
