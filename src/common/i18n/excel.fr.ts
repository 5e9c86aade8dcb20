/** Messages of the catalogue upload by spreadsheet (issue 7), French. */
import type { excelEn } from "./excel.en.ts";

export const excelFr: Record<keyof typeof excelEn, string> = {
  "excel.fileRequired": "Joignez le tableur dans le champ « file ».",
  "excel.fileEmpty": "Le fichier est vide (0 octet). Joignez le modèle rempli (.xlsx).",
  "excel.fileTooLarge":
    "Le fichier dépasse {max} Mo. Découpez le catalogue en plusieurs fichiers de {max} Mo au plus.",
  "excel.tooManyRows":
    "Le fichier contient plus de {max} lignes de produits. Découpez le catalogue en fichiers de {max} lignes au plus.",
  "excel.notXlsx":
    "Ce n’est pas un classeur Excel (.xlsx) ni un classeur LibreOffice (.ods). Enregistrez le fichier au format « Classeur Excel (.xlsx) » et envoyez-le de nouveau.",
  "excel.csv":
    "C’est un fichier CSV (du texte dont les valeurs sont séparées par des virgules ou des points-virgules), pas un classeur. Ouvrez-le dans Excel ou LibreOffice et enregistrez-le au format « Classeur Excel (.xlsx) » ou en .ods.",
  "excel.text":
    "C’est un fichier texte, pas un classeur. Remplissez le modèle dans Excel ou LibreOffice et enregistrez-le au format « Classeur Excel (.xlsx) » ou en .ods.",
  "excel.encrypted":
    "Le classeur est protégé par un mot de passe. Retirez le mot de passe (Fichier > Informations > Protéger le classeur) et envoyez-le de nouveau.",
  "excel.oldXls":
    "C’est un ancien fichier Excel 97-2003 (.xls). Enregistrez-le au format « Classeur Excel (.xlsx) » et envoyez-le de nouveau.",
  "excel.zipBomb":
    "Une fois ouvert, le classeur occupe plus de {max} Mo, bien plus qu’un catalogue n’en a besoin. Supprimez les feuilles ou images inutiles et envoyez-le de nouveau.",
  "excel.tooManyColumns":
    "Une ligne du fichier compte plus de {max} cellules. Supprimez les colonnes inutiles à droite et envoyez-le de nouveau.",
  "excel.tooMuchText":
    "Le classeur contient plus de texte qu’un catalogue n’en a besoin (plus de {max} Mo ou de {count} textes différents). Supprimez les feuilles inutiles et envoyez-le de nouveau.",
  "excel.tooManyParts":
    "Le classeur se compose de plus de {max} parties, bien plus qu’un catalogue n’en a besoin. Copiez la feuille des produits dans un nouveau classeur et envoyez celui-ci.",
  "excel.unreadable": "Le classeur n’a pas pu être lu : {reason}",
  "excel.tooSlow":
    "Ce fichier est trop long à lire (plus de {seconds} s de travail de notre côté). Découpez-le en fichiers plus petits (moins de lignes, moins de textes différents) et importez-les l’un après l’autre.",
  "excel.noHeader":
    "Aucune ligne d’en-tête trouvée : gardez la première ligne du modèle (des noms de colonnes comme « {example} »).",
  "excel.noRows": "Le fichier ne contient aucune ligne de produit sous l’en-tête.",
  "excel.pendingExists":
    "Un import de catalogue est déjà en cours (étape : {stage}). Terminez-le ou annulez-le avant d’envoyer un autre fichier.",
  "excel.noPending": "Vous n’avez aucun import de catalogue en cours.",
  "excel.wrongStage": "Impossible à l’étape « {stage} ».",
  "excel.noValidRows":
    "Aucune ligne de ce fichier n’est valide : corrigez le fichier et envoyez-le de nouveau.",
  "excel.noErrorsFile": "Il n’y a pas de fichier d’erreurs à télécharger pour cet import.",
  "excel.noFile": "Ce fichier n’existe pas.",
  "excel.file.queued": "Votre fichier attend son tour…",
  "excel.file.running": "Préparation de votre fichier…",
  "excel.file.progress": "Préparation de votre fichier… {done} lignes sur {total}",
  "excel.file.ready": "Votre fichier est prêt.",
  "excel.file.failed": "Le fichier n’a pas pu être préparé. Demandez-le à nouveau.",
  "excel.photosMissing":
    "Ajoutez d’abord une photo principale à chaque produit : {count} n’en ont pas encore.",
  "excel.zipRequired": "Joignez un .zip d’images dans le champ « file ».",
  "excel.zipTooLarge": "Le zip dépasse {max} Mo.",
  "excel.zipInvalid": "Ce n’est pas un fichier zip valide.",
  "excel.zipTooManyFiles": "Le zip contient plus de {max} fichiers.",
  "excel.photoNoProduct": "Aucun produit de cet import n’a la référence « {sku} ».",
  "excel.photoNotImage": "Ce n’est pas une image (utilisez JPEG, PNG ou WebP).",
  "excel.photoRefused": "Refusée : {reason}",
  "excel.exportUnknownIds":
    "Certains des produits sélectionnés n’existent pas ou ne sont pas à vous : {ids}.",
  "excel.cell.formulaNoValue":
    "La formule n’a pas de valeur calculée : ouvrez le fichier dans Excel, laissez-le calculer puis enregistrez-le.",
  "excel.cell.formulaError": "La cellule affiche l’erreur {error}.",
  "excel.cell.number": "Saisissez un nombre (par exemple 1234.5 ou 1 234,5).",
  "excel.cell.integer": "Saisissez un nombre entier.",
  "excel.cell.yesNo": "Saisissez Oui ou Non.",
  "excel.cell.unknownCategory": "Catégorie inconnue « {value} » : choisissez-en une dans la liste.",
  "excel.cell.unknownBrand": "Marque inconnue « {value} » : choisissez-en une dans la liste.",
  "excel.cell.unknownModel": "Modèle inconnu « {value} » : choisissez-en un dans la liste.",
  "excel.cell.unknownCondition": "État inconnu « {value} » : choisissez-en un dans la liste.",
  "excel.cell.unknownCountry":
    "Pays inconnu « {value} » : choisissez-en un dans la liste ou saisissez un code à deux lettres.",
  "excel.cell.unknownRegion":
    "Région inconnue « {value} » : utilisez les noms de la liste, séparés par des virgules.",
  "excel.cell.unknownPayment": "Moyen de paiement inconnu « {value} ».",
  "excel.cell.unknownCooling":
    "Type de refroidissement inconnu « {value} » : choisissez-en un dans la liste.",
  "excel.cell.tiers":
    "Écrivez les paliers de prix sous la forme « 1-9: 5200; 10+: 4900 », ou un seul prix pour toute quantité.",
  "excel.cell.hashrate": "Écrivez le hashrate avec son unité, par exemple « 234 TH/s ».",
  "excel.cell.efficiency": "Écrivez l’efficacité avec son unité, par exemple « 15 J/TH ».",
  "excel.cell.range": "Écrivez une plage sous la forme « min..max », par exemple « 0..40 ».",
  "excel.cell.month": "Écrivez le mois sous la forme AAAA-MM, par exemple 2024-10.",
  "excel.cell.terms": "Écrivez une condition par ligne sous la forme « Nom: valeur ».",
  "excel.cell.duplicateSku": "Cette référence est aussi utilisée à la ligne {row} du fichier.",
  "excel.cell.productInModeration":
    "Le produit {sku} qui porte cette référence attend la modération : un import ne peut pas le modifier maintenant.",
  "excel.cell.merged": "Cellule fusionnée : annulez la fusion et remplissez chaque cellule.",
  "excel.cell.text": "Saisissez du texte ici.",
  "excel.stage.queued": "En attente de traitement",
  "excel.stage.processing": "Vérification des lignes",
  "excel.stage.errors": "Correction des erreurs nécessaire",
  "excel.stage.confirm": "Confirmez les modèles reconnus",
  "excel.stage.draft_success": "Enregistrés en brouillons : photos encore nécessaires",
  "excel.stage.media_success": "Photos ajoutées : prêts pour la modération",
  "excel.stage.moderation": "Envoyés en modération",
  "excel.stage.cancelled": "Annulé",
  "excel.stage.failed": "Le fichier n’a pas pu être importé",
  "excel.stage.unchanged": "Rien n’a changé",
  "excel.stage.interrupted": "Interrompu",
  "excel.message.queued": "Votre fichier est conservé et sera vérifié dans un instant.",
  "excel.message.processing": "{done} lignes vérifiées sur {total}.",
  "excel.message.errors":
    "{rows} lignes comportent des erreurs. Téléchargez votre fichier avec les cellules en erreur surlignées, corrigez-les et envoyez-le de nouveau. Rien n’a été enregistré.",
  "excel.message.confirm":
    "Toutes les lignes sont valides. Vérifiez les {count} noms de modèles que nous avons reconnus, puis confirmez pour enregistrer les produits.",
  "excel.message.draft_success":
    "{created} produits ajoutés et {updated} mis à jour en brouillon. Ajoutez les photos (une par une, ou un zip nommé par référence), puis envoyez-les en modération.",
  "excel.message.media_success": "Chaque produit a ses photos. Envoyez-les en modération.",
  "excel.message.moderation":
    "Vos produits sont chez les modérateurs : comptez environ {hours} heures. Vous serez prévenu une fois la vérification terminée.",
  "excel.message.cancelled": "L’import a été annulé.",
  "excel.message.unchanged":
    "Rien à enregistrer : les {count} produits du fichier sont déjà tels qu’écrits. L’import est clos ; vous pouvez envoyer un autre fichier.",
  "excel.message.partial":
    "{created} produits ajoutés et {updated} modifiés en brouillon ; les {rows} lignes en erreur ont été laissées de côté (téléchargez-les avec les cellules en erreur surlignées). Ajoutez des photos, puis envoyez-les en modération.",
  "excel.message.failed": "Le fichier n’a pas pu être importé : {reason}",
  "excel.message.interrupted":
    "L’import a été interrompu : notre serveur s’est arrêté pendant la vérification de votre fichier. Rien n’a été enregistré. Recommencez : importez le fichier une nouvelle fois.",
  "excel.col.external_sku": "Votre référence",
  "excel.col.name": "Nom",
  "excel.col.category": "Catégorie",
  "excel.col.brand": "Marque",
  "excel.col.model": "Modèle",
  "excel.col.condition": "État",
  "excel.col.country_of_origin": "Pays d’origine",
  "excel.col.description": "Description du produit",
  "excel.col.price_tiers": "Paliers de prix, USD",
  "excel.col.discount_amount": "Remise, USD",
  "excel.col.negotiable": "Prix négociable",
  "excel.col.delivery_regions": "Régions de livraison",
  "excel.col.stock_quantity": "Unités en stock",
  "excel.col.lead_time_days": "Délai, jours",
  "excel.col.warranty_months": "Garantie, mois",
  "excel.col.payment_methods": "Moyens de paiement",
  "excel.col.videos": "Liens vidéo",
  "excel.col.difference_from_others": "Différence avec les autres vendeurs",
  "excel.col.additional_terms": "Conditions supplémentaires",
  "excel.col.length": "Longueur, mm",
  "excel.col.width": "Largeur, mm",
  "excel.col.height": "Hauteur, mm",
  "excel.col.weight": "Poids net, kg",
  "excel.col.package_length": "Longueur du colis, mm",
  "excel.col.package_width": "Largeur du colis, mm",
  "excel.col.package_height": "Hauteur du colis, mm",
  "excel.col.package_weight": "Poids du colis, kg",
  "excel.hint.external_sku":
    "Facultatif, unique : une ligne avec une référence que vous avez déjà met ce produit à jour",
  "excel.hint.name": "Obligatoire, 200 caractères au plus",
  "excel.hint.category": "Obligatoire : choisissez dans la liste",
  "excel.hint.brand": "Choisissez dans la liste (reprise du modèle si vide)",
  "excel.hint.model": "Modèle de mineur de la liste ; les noms approchants sont reconnus",
  "excel.hint.condition": "Choisissez dans la liste",
  "excel.hint.country_of_origin": "Choisissez dans la liste ou un code à deux lettres",
  "excel.hint.description": "Obligatoire, 10 000 caractères au plus",
  "excel.hint.price_tiers": "Obligatoire : un prix, ou « 1-9: 5200; 10+: 4900 »",
  "excel.hint.discount_amount": "Nombre, inférieur au prix le plus bas",
  "excel.hint.negotiable": "Oui ou Non",
  "excel.hint.delivery_regions": "Obligatoire : régions de la liste, séparées par des virgules",
  "excel.hint.stock_quantity": "Nombre entier",
  "excel.hint.lead_time_days": "Nombre entier, de 0 à 365",
  "excel.hint.warranty_months": "Nombre entier, de 0 à 120",
  "excel.hint.payment_methods": "Séparés par des virgules : {list}",
  "excel.hint.videos": "Liens commençant par https://, un par ligne",
  "excel.hint.difference_from_others": "2 000 caractères au plus",
  "excel.hint.additional_terms": "Jusqu’à 5 lignes « Nom: valeur »",
  "excel.hint.length": "Nombre",
  "excel.hint.width": "Nombre",
  "excel.hint.height": "Nombre",
  "excel.hint.weight": "Nombre",
  "excel.hint.package_length": "Nombre",
  "excel.hint.package_width": "Nombre",
  "excel.hint.package_height": "Nombre",
  "excel.hint.package_weight": "Nombre",
  "excel.hint.spec.number": "Nombre{unit}",
  "excel.hint.spec.hashrate": "Nombre et unité, par ex. 234 TH/s",
  "excel.hint.spec.efficiency": "Nombre et unité, par ex. 15 J/TH",
  "excel.hint.spec.boolean": "Oui ou Non",
  "excel.hint.spec.enum": "Choisissez dans la liste",
  "excel.hint.spec.coins": "Séparées par des virgules, par ex. BTC, BCH",
  "excel.hint.spec.range": "min..max{unit}, par ex. 0..40",
  "excel.hint.spec.text": "Texte{unit}",
  "excel.hint.spec.month": "Mois au format AAAA-MM",
  "excel.hint.required": "obligatoire pour l’envoi en modération",
  "excel.sheet.products": "Produits",
  "excel.sheet.instructions": "Mode d’emploi",
  "excel.sheet.lists": "Listes",
  "excel.allWorld": "Monde entier",
  "excel.instructions.title": "Comment remplir le modèle de catalogue RigMarket",
  "excel.instructions.category": "Modèle pour la catégorie : {category}",
  "excel.instructions.allCategories": "Modèle pour toutes les catégories",
  "excel.instructions.1":
    "Remplissez un produit par ligne dans la feuille « {sheet} », à partir de la ligne 3. La ligne 1 contient les noms des colonnes et la ligne 2 indique ce que chaque colonne attend : gardez-les.",
  "excel.instructions.2":
    "Les colonnes marquées * sont nécessaires pour envoyer un produit en modération. Choisissez catégories, marques, modèles, états, pays et régions dans les listes déroulantes.",
  "excel.instructions.3":
    "Les colonnes peuvent être dans n’importe quel ordre et vous pouvez ajouter vos propres colonnes : elles sont ignorées. Les nombres peuvent s’écrire 1234.5 ou 1 234,5.",
  "excel.instructions.4":
    "Une ligne dont vous avez déjà la référence met ce produit à jour au lieu d’en ajouter un nouveau : une colonne absente de la feuille garde sa valeur ; une cellule vide l’efface.",
  "excel.instructions.5":
    "Envoyez le fichier sur /seller-products/add/catalog. Les lignes en erreur sont indiquées avec la ligne, la colonne et le message, et vous pouvez télécharger votre fichier avec les cellules en erreur surlignées.",
  "excel.instructions.6":
    "Les produits sont enregistrés en brouillon. Ajoutez ensuite les photos (une par une, ou un zip dont les images portent la référence : REF.jpg pour la photo principale, REF-2.jpg pour les suivantes) et envoyez-les en modération (environ 24 heures).",
  "excel.instructions.7": "Limites : {size} Mo et {rows} lignes par fichier.",
  "excel.instructions.example":
    "Exemple de ligne (ne le recopiez pas tel quel dans la feuille « {sheet} ») :",
};
