/**
 * The guest's contact and car as an order (`orderBody`) and a booking (`reserveTableBody`) take them, in a
 * module without zod: the schemas build their rules from these limits, and the web's checkout and booking
 * forms check with `contactProblems` (so the checkout route does not load zod; decision 0107).
 */
export const contactLimits = {
  name: { min: 2, max: 100 },
  car: { model: 60, color: 30, plate: 20 },
} as const;

export type CarField = keyof typeof contactLimits.car;
export const carFields = Object.keys(contactLimits.car) as CarField[];

/** The car fields the contract's `carDetails` refuses: empty or too long once trimmed. */
export function carProblems(car: Readonly<Record<CarField, string>>): CarField[] {
  return carFields.filter((field) => {
    const length = car[field].trim().length;
    return length < 1 || length > contactLimits.car[field];
  });
}

/**
 * The fields the contract's schemas refuse in a contact, by their body path (`name`, `car.model` …): a name
 * of fewer than 2 or more than 100 characters once trimmed, and the car's problems when a car is asked for.
 */
export function contactProblems(input: { name: string; car?: Readonly<Record<CarField, string>> | null }): string[] {
  const name = input.name.trim().length;
  const nameWrong = name < contactLimits.name.min || name > contactLimits.name.max;
  return [...(nameWrong ? ['name'] : []), ...(input.car ? carProblems(input.car).map((field) => `car.${field}`) : [])];
}
