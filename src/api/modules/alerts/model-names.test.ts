import { describe, expect, it } from "vitest";
import { listingModel, type ModelName, modelOfName, modelsNamed, modelWords } from "./model-names.ts";

const names = [
  "Antminer S21",
  "Antminer S21+",
  "Antminer S21 Pro",
  "Antminer S21 XP",
  "Antminer S21 XP Hydro",
  "Antminer S19 Pro",
  "Antminer S19j Pro",
  "Antminer L7",
  "Antminer L9",
  "Whatsminer M30S++",
];
const models: ModelName[] = names.map((name, i) => ({
  id: i + 1,
  brand: name.startsWith("Whatsminer") ? "MicroBT" : "Bitmain",
  name,
}));
const id = (name: string) => models.find((m) => m.name === name)?.id;
const named = (text: string) => modelsNamed(text, models).map((i) => models[i - 1]?.name);

describe("a search text that names a model", () => {
  it("names exactly that model, never the confusable ones", () => {
    expect(named("S21 Pro")).toEqual(["Antminer S21 Pro"]);
    expect(named("antminer s21 pro")).toEqual(["Antminer S21 Pro"]);
    expect(named("Bitmain S21 Pro")).toEqual(["Antminer S21 Pro"]);
    expect(named("S21")).toEqual(["Antminer S21"]);
    expect(named("S21+")).toEqual(["Antminer S21+"]);
    expect(named("S21 XP")).toEqual(["Antminer S21 XP"]);
    expect(named("S21 XP Hydro")).toEqual(["Antminer S21 XP Hydro"]);
    expect(named("S19 Pro")).toEqual(["Antminer S19 Pro"]);
    expect(named("S19j Pro")).toEqual(["Antminer S19j Pro"]);
    expect(named("L7")).toEqual(["Antminer L7"]);
    expect(named("l9")).toEqual(["Antminer L9"]);
    expect(named("M30S++")).toEqual(["Whatsminer M30S++"]);
  });

  it("leaves free text free: no digit, other words, or a part of a name", () => {
    for (const text of ["antminer", "pro", "S21 Pro used", "fan for S21", "Pro S21", "S2", "", "S19"])
      expect(named(text), text).toEqual([]);
    expect(modelsNamed(undefined, models)).toEqual([]);
  });

  it("keeps + apart from the words, and accents do not matter", () => {
    expect(modelWords("Antminer S21+")).toEqual(["antminer", "s21", "plus"]);
    expect(modelWords("Mineur S21 Pro d’occasion")).toEqual(["mineur", "s21", "pro", "d", "occasion"]);
    expect(modelWords("Élphapex DG1+")).toEqual(["elphapex", "dg1", "plus"]);
  });
});

describe("a listing's model", () => {
  it("is its model id when it has one", () => {
    expect(listingModel({ model_id: 5, name: "Antminer S21 Pro" }, models)).toBe(5);
  });

  it("else the longest model name its name holds as whole words", () => {
    expect(modelOfName("Antminer S21 Pro 234T, new", models)).toBe(id("Antminer S21 Pro"));
    expect(modelOfName("Antminer S21+ 235T", models)).toBe(id("Antminer S21+"));
    expect(modelOfName("Antminer S21 200T", models)).toBe(id("Antminer S21"));
    expect(modelOfName("Bitmain Antminer S21 XP Hydro", models)).toBe(id("Antminer S21 XP Hydro"));
    expect(modelOfName("Antminer S19j Pro 104T", models)).toBe(id("Antminer S19j Pro"));
    expect(modelOfName("Antminer L9 16G", models)).toBe(id("Antminer L9"));
    expect(modelOfName("Antminer S21XP", models)).toBeNull();
    expect(modelOfName("Immersion tank", models)).toBeNull();
  });
});
