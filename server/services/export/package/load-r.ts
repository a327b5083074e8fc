/**
 * load.R of the package: base R with readr and jsonlite only. `source("load.R")` in the package's folder
 * reads every CSV with the types, factor levels, value labels and variable labels of datapackage.json.
 */
export const loadR = `# Loads the research package into R: source("load.R") in the folder holding the files.
# Needs the packages readr and jsonlite. Makes three data frames: respondents, responses and answers.
# Coded columns become factors whose levels are the value labels of datapackage.json (in the order of
# the codes); the codes stay in attr(x, "codes"), the variable label in attr(x, "label").
local({
  pkg <- jsonlite::fromJSON("datapackage.json", simplifyVector = FALSE)
  col_type <- function(type) switch(type,
    integer = readr::col_integer(), number = readr::col_double(), boolean = readr::col_integer(),
    datetime = readr::col_datetime(), date = readr::col_date(), readr::col_character())
  for (resource in pkg$resources) {
    fields <- resource$schema$fields
    names <- vapply(fields, function(f) f$name, "")
    types <- do.call(readr::cols, stats::setNames(lapply(fields, function(f) col_type(f$type)), names))
    data <- readr::read_csv(resource$path, col_types = types, na = unlist(resource$schema$missingValues),
      locale = readr::locale(encoding = "UTF-8", tz = "UTC"), progress = FALSE)
    data <- as.data.frame(data)
    for (f in fields) {
      x <- data[[f$name]]
      if (f$type == "boolean") x <- as.logical(x)
      if (!is.null(f$categories)) {
        codes <- vapply(f$categories, function(c) as.character(c$value), "")
        labels <- vapply(f$categories, function(c) c$label, "")
        x <- factor(as.character(x), levels = codes, labels = make.unique(labels))
        attr(x, "codes") <- codes
      }
      attr(x, "label") <- if (is.null(f$title)) f$name else f$title
      data[[f$name]] <- x
    }
    assign(resource$name, data, envir = globalenv())
  }
})
`;
