/** Messages of the catalogue upload by spreadsheet (issue 7): API errors, stages, template texts, English. */
export const excelEn = {
  // ---------------------------------------------------------------- errors of the upload
  "excel.fileRequired": "Attach the spreadsheet in the field “file”.",
  "excel.fileEmpty": "The file is empty (0 bytes). Attach the filled-in template (.xlsx).",
  "excel.fileTooLarge":
    "The file is larger than {max} MB. Split the catalogue into several files of at most {max} MB.",
  "excel.tooManyRows":
    "The file has more than {max} product rows. Split the catalogue into files of at most {max} rows.",
  "excel.notXlsx":
    "This is not an Excel workbook (.xlsx) or a LibreOffice spreadsheet (.ods). Save the file as “Excel Workbook (.xlsx)” and upload it again.",
  "excel.csv":
    "This is a CSV file (text with its values separated by commas or semicolons), not a workbook. Open it in Excel or LibreOffice and save it as “Excel Workbook (.xlsx)” or as .ods.",
  "excel.text":
    "This is a text file, not a workbook. Fill in the template in Excel or LibreOffice and save it as “Excel Workbook (.xlsx)” or as .ods.",
  "excel.encrypted":
    "The workbook is protected with a password. Remove the password (File > Info > Protect Workbook) and upload it again.",
  "excel.oldXls":
    "This is an old Excel 97-2003 file (.xls). Save it as “Excel Workbook (.xlsx)” and upload it again.",
  "excel.zipBomb":
    "The workbook expands to more than {max} MB when opened, which is more than a catalogue needs. Remove unused sheets or images and upload it again.",
  "excel.tooManyColumns":
    "A row of the file has more than {max} cells. Delete the unused columns on the right and upload it again.",
  "excel.tooMuchText":
    "The workbook holds more text than a catalogue needs (over {max} MB or {count} different texts). Remove unused sheets and upload it again.",
  "excel.tooManyParts":
    "The workbook is made of more than {max} parts, far more than a catalogue needs. Copy the products sheet into a new workbook and upload that.",
  "excel.unreadable": "The workbook could not be read: {reason}",
  "excel.tooSlow":
    "This file takes too long to read (more than {seconds} s of work on our side). Split it into smaller files (fewer rows, fewer different texts) and upload them one after the other.",
  "excel.noHeader": "No header row found: keep the template's first row (column names such as “{example}”).",
  "excel.noRows": "The file has no product rows under the header.",
  "excel.pendingExists":
    "You already have a catalogue import in progress (stage: {stage}). Finish or cancel it before uploading another file.",
  "excel.noPending": "You have no catalogue import in progress.",
  "excel.wrongStage": "This can't be done at the stage “{stage}”.",
  "excel.noErrorsFile": "There is no file with errors to download for this import.",
  "excel.noValidRows": "No row of this file is valid: correct the file and upload it again.",
  "excel.photosMissing": "Add a main photo to every product first: {count} still have none.",
  "excel.zipRequired": "Attach a .zip of images in the field “file”.",
  "excel.zipTooLarge": "The zip is larger than {max} MB.",
  "excel.zipInvalid": "This is not a valid zip file.",
  "excel.zipTooManyFiles": "The zip has more than {max} files.",
  "excel.photoNoProduct": "No product of this import has the SKU “{sku}”.",
  "excel.photoNotImage": "Not an image (use JPEG, PNG or WebP).",
  "excel.photoRefused": "Refused: {reason}",
  "excel.exportUnknownIds": "Some of the selected products don't exist or aren't yours: {ids}.",
  // ---------------------------------------------------------------- errors of a cell
  "excel.cell.formulaNoValue":
    "The formula has no calculated value: open the file in Excel, let it calculate and save it again.",
  "excel.cell.formulaError": "The cell shows the error {error}.",
  "excel.cell.number": "Enter a number (for example 1234.5 or 1 234,5).",
  "excel.cell.integer": "Enter a whole number.",
  "excel.cell.yesNo": "Enter Yes or No.",
  "excel.cell.unknownCategory": "Unknown category “{value}”: choose one from the list.",
  "excel.cell.unknownBrand": "Unknown brand “{value}”: choose one from the list.",
  "excel.cell.unknownModel": "Unknown model “{value}”: choose one from the list.",
  "excel.cell.unknownCondition": "Unknown condition “{value}”: choose one from the list.",
  "excel.cell.unknownCountry":
    "Unknown country “{value}”: choose one from the list or enter a two-letter code.",
  "excel.cell.unknownRegion": "Unknown region “{value}”: use the names of the list, separated by commas.",
  "excel.cell.unknownPayment": "Unknown payment method “{value}”.",
  "excel.cell.unknownCooling": "Unknown cooling type “{value}”: choose one from the list.",
  "excel.cell.tiers": "Write the price tiers as “1-9: 5200; 10+: 4900”, or one price for any quantity.",
  "excel.cell.hashrate": "Write the hashrate with its unit, for example “234 TH/s”.",
  "excel.cell.efficiency": "Write the efficiency with its unit, for example “15 J/TH”.",
  "excel.cell.range": "Write a range as “min..max”, for example “0..40”.",
  "excel.cell.month": "Write the month as YYYY-MM, for example 2024-10.",
  "excel.cell.terms": "Write one term per line as “Name: value”.",
  "excel.cell.duplicateSku": "This SKU is also used on row {row} of the file.",
  "excel.cell.productInModeration":
    "Product {sku} with this SKU is waiting for moderation: it can't be changed by an import now.",
  "excel.cell.merged": "Merged cell: unmerge it and fill in every cell.",
  "excel.cell.text": "Enter text here.",
  // ---------------------------------------------------------------- stages
  "excel.stage.queued": "Waiting to be processed",
  "excel.stage.processing": "Checking the rows",
  "excel.stage.errors": "Correction of errors is required",
  "excel.stage.confirm": "Confirm the matched models",
  "excel.stage.draft_success": "Saved as drafts: photos still needed",
  "excel.stage.media_success": "Photos added: ready for moderation",
  "excel.stage.moderation": "Sent to moderation",
  "excel.stage.cancelled": "Cancelled",
  "excel.stage.failed": "The file could not be imported",
  "excel.stage.unchanged": "Nothing changed",
  "excel.stage.interrupted": "Interrupted",
  "excel.message.queued": "Your file is kept and will be checked in a moment.",
  "excel.message.processing": "{done} of {total} rows checked.",
  "excel.message.errors":
    "{rows} rows have errors. Download your file with the failing cells highlighted, correct them and upload it again. Nothing was saved.",
  "excel.message.confirm":
    "Every row is valid. Check the {count} model names we matched, then confirm to save the products.",
  "excel.message.draft_success":
    "{created} products added and {updated} updated as drafts. Add photos (one by one or as a zip named by SKU), then send them to moderation.",
  "excel.message.media_success": "Every product has its photos. Send them to moderation.",
  "excel.message.moderation":
    "Your products are with the moderators: it takes about {hours} hours. You will be notified when it is done.",
  "excel.message.cancelled": "The import was cancelled.",
  "excel.message.unchanged":
    "Nothing to save: the {count} products of the file are already as written. The import is closed; you can upload another file.",
  "excel.message.partial":
    "{created} products added and {updated} updated as drafts; the {rows} rows with errors were left out (download them with the failing cells highlighted). Add photos, then send them to moderation.",
  "excel.message.failed": "The file could not be imported: {reason}",
  "excel.message.interrupted":
    "The import was interrupted: our server stopped while it checked your file. Nothing was saved. Start again: upload the file once more.",
  // ---------------------------------------------------------------- template: headers
  "excel.col.external_sku": "Your SKU",
  "excel.col.name": "Name",
  "excel.col.category": "Category",
  "excel.col.brand": "Brand",
  "excel.col.model": "Model",
  "excel.col.condition": "Condition",
  "excel.col.country_of_origin": "Country of origin",
  "excel.col.description": "Description",
  "excel.col.price_tiers": "Price tiers, USD",
  "excel.col.discount_amount": "Discount, USD",
  "excel.col.negotiable": "Negotiable price",
  "excel.col.delivery_regions": "Delivery regions",
  "excel.col.stock_quantity": "Units in stock",
  "excel.col.lead_time_days": "Lead time, days",
  "excel.col.warranty_months": "Warranty, months",
  "excel.col.payment_methods": "Payment methods",
  "excel.col.videos": "Video links",
  "excel.col.difference_from_others": "Difference from other sellers",
  "excel.col.additional_terms": "Additional terms",
  "excel.col.length": "Length, mm",
  "excel.col.width": "Width, mm",
  "excel.col.height": "Height, mm",
  "excel.col.weight": "Net weight, kg",
  "excel.col.package_length": "Package length, mm",
  "excel.col.package_width": "Package width, mm",
  "excel.col.package_height": "Package height, mm",
  "excel.col.package_weight": "Package weight, kg",
  // ---------------------------------------------------------------- template: what each column takes
  "excel.hint.external_sku": "Optional, unique: a row with a SKU you already have updates that product",
  "excel.hint.name": "Required, up to 200 characters",
  "excel.hint.category": "Required: pick from the list",
  "excel.hint.brand": "Pick from the list (filled from the model when empty)",
  "excel.hint.model": "Miner model from the list; approximate names are matched",
  "excel.hint.condition": "Pick from the list",
  "excel.hint.country_of_origin": "Pick from the list or a two-letter code",
  "excel.hint.description": "Required, up to 10,000 characters",
  "excel.hint.price_tiers": "Required: one price, or “1-9: 5200; 10+: 4900”",
  "excel.hint.discount_amount": "Number, lower than the lowest price",
  "excel.hint.negotiable": "Yes or No",
  "excel.hint.delivery_regions": "Required: regions from the list, separated by commas",
  "excel.hint.stock_quantity": "Whole number",
  "excel.hint.lead_time_days": "Whole number, 0 to 365",
  "excel.hint.warranty_months": "Whole number, 0 to 120",
  "excel.hint.payment_methods": "Separated by commas: {list}",
  "excel.hint.videos": "Links starting with https://, one per line",
  "excel.hint.difference_from_others": "Up to 2,000 characters",
  "excel.hint.additional_terms": "Up to 5 lines “Name: value”",
  "excel.hint.length": "Number",
  "excel.hint.width": "Number",
  "excel.hint.height": "Number",
  "excel.hint.weight": "Number",
  "excel.hint.package_length": "Number",
  "excel.hint.package_width": "Number",
  "excel.hint.package_height": "Number",
  "excel.hint.package_weight": "Number",
  "excel.hint.spec.number": "Number{unit}",
  "excel.hint.spec.hashrate": "Number and unit, e.g. 234 TH/s",
  "excel.hint.spec.efficiency": "Number and unit, e.g. 15 J/TH",
  "excel.hint.spec.boolean": "Yes or No",
  "excel.hint.spec.enum": "Pick from the list",
  "excel.hint.spec.coins": "Separated by commas, e.g. BTC, BCH",
  "excel.hint.spec.range": "min..max{unit}, e.g. 0..40",
  "excel.hint.spec.text": "Text{unit}",
  "excel.hint.spec.month": "Month as YYYY-MM",
  "excel.hint.required": "required to send for moderation",
  // ---------------------------------------------------------------- template: sheets and instructions
  "excel.sheet.products": "Products",
  "excel.sheet.instructions": "Instructions",
  "excel.sheet.lists": "Lists",
  "excel.allWorld": "All World",
  "excel.instructions.title": "How to fill in the RigMarket catalogue template",
  "excel.instructions.category": "Template for the category: {category}",
  "excel.instructions.allCategories": "Template for every category",
  "excel.instructions.1":
    "Fill in one product per row on the sheet “{sheet}”, from row 3. Row 1 holds the column names and row 2 says what each column takes: keep both.",
  "excel.instructions.2":
    "Columns marked * are needed to send a product to moderation. Pick categories, brands, models, conditions, countries and regions from the drop-down lists.",
  "excel.instructions.3":
    "Columns may be in any order and you may add your own columns: they are ignored. Numbers may be written as 1234.5 or 1 234,5.",
  "excel.instructions.4":
    "A row whose SKU you already have updates that product instead of adding a new one: a column you leave out of the sheet keeps its value; an empty cell clears it.",
  "excel.instructions.5":
    "Upload the file at /seller-products/add/catalog. Rows with errors are shown with the row, the column and the message, and you can download your file with the failing cells highlighted.",
  "excel.instructions.6":
    "The products are saved as drafts. Then add photos (one by one, or a zip whose images are named by SKU: SKU.jpg for the main photo, SKU-2.jpg for the next ones) and send them to moderation (about 24 hours).",
  "excel.instructions.7": "Limits: {size} MB and {rows} rows per file.",
  "excel.instructions.example": "Example row (do not copy it to the sheet “{sheet}” as it is):",
};
