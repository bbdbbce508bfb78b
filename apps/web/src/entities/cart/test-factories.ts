import type { CalcOrderResponse, ItemWire, PriceLabelWire, RestaurantResponse, RestaurantWire } from '@okmenu/contract';

export function createLabel(overrides: Partial<PriceLabelWire> = {}): PriceLabelWire {
  return {
    id: 1,
    label: '',
    price: 1.5,
    weight: 0,
    shippingWeight: 0,
    minimum: 1,
    maximum: null,
    isQty: true,
    unit: '',
    preparation_time: null,
    ...overrides,
  };
}

/** A simple item: one price label, no modifiers, no required note. */
export function createSimpleItem(overrides: Partial<ItemWire> = {}): ItemWire {
  return {
    id: 100,
    category_id: 1,
    name: 'Karak tea',
    description: '',
    image: null,
    types: { delivery: true, dine_in: true, car_pickup: true, reservation: false },
    visible: true,
    sort: 1,
    price_display: 'starting_from',
    hide_price: false,
    require_comment: false,
    price_labels: [createLabel({ id: 1000, price: 0.5 })],
    modifier_groups: [],
    inclusive_taxes: [],
    tags: [],
    calories: null,
    schedule: null,
    branches: [],
    grand_category: null,
    provider: null,
    provider_id: null,
    ...overrides,
  };
}

/** A burger with two sizes, a required bread and optional cheese (up to 2). */
export function createBurger(overrides: Partial<ItemWire> = {}): ItemWire {
  return createSimpleItem({
    id: 200,
    name: 'Burger',
    price_labels: [
      createLabel({ id: 2000, price: 2, label: 'Single' }),
      createLabel({ id: 2001, price: 3, label: 'Double' }),
    ],
    modifier_groups: [
      {
        id: 20,
        name: 'Bread',
        min: 1,
        max: 1,
        modifiers: [
          { id: 220, name: 'Brioche', price: 0, max_quantity: 1, taxes: [] },
          { id: 221, name: 'Sesame', price: 0.1, max_quantity: 1, taxes: [] },
        ],
      },
      {
        id: 21,
        name: 'Extras',
        min: 0,
        max: 3,
        modifiers: [{ id: 210, name: 'Cheese', price: 0.25, max_quantity: 2, taxes: [] }],
      },
    ],
    ...overrides,
  });
}

export function createRestaurant(overrides: Partial<RestaurantWire> = {}): RestaurantWire {
  return {
    id: 1,
    reference_id: 'demo',
    branch_id: 1,
    user_id: 1,
    business_name: 'Demo',
    business_type: 'restaurant',
    currency: { code: 'KWD', symbol: 'KD', name: 'KWD', decimal_digits: 3 },
    country_iso: 'KW',
    locales: ['en', 'ar'],
    theme: { primary: '#000', accent: '#f00' },
    logo: null,
    header_bg: null,
    menu_layout: 'grid',
    dark_mode: 'auto',
    selling_types: ['delivery', 'car_pickup', 'dine_in'],
    reservation: { enabled: false, with_table: false, type: 1, max_users: 1, min_advance: 0 },
    payment_methods: [2, 3],
    checkoutDelivery: null,
    checkoutCarPickup: null,
    checkoutDineIn: null,
    exclusiveTaxes: [],
    branches: [],
    social_links: {},
    policies: {},
    whatsapp_phone: null,
    enable_wallet: false,
    disable_otp: false,
    fees: 0,
    hide_price: false,
    labels: {},
    ...overrides,
  } as RestaurantWire;
}

export function createRestaurantResponse(
  items: ItemWire[],
  overrides: Partial<RestaurantWire> = {},
): RestaurantResponse {
  return {
    restaurant: createRestaurant(overrides),
    discounts: {},
    message: '',
    menu: {
      categories: [
        {
          id: 1,
          parent_id: null,
          name: 'All',
          description: '',
          image: null,
          visible: true,
          sort: 1,
          schedule: null,
          branches: [],
          pin: false,
          pin_schedule: null,
          items,
        },
      ],
    },
    smart_categories: [],
    highlightedCat: null,
    showStandardSubCats: true,
    redirect: false,
    url: null,
    pixels: {},
    error: 0,
    theme_id: null,
    webview: false,
  };
}

/** A calc-order answer with the given amounts (major units) and nothing else. */
export function createCalcAnswer(overrides: Partial<CalcOrderResponse> = {}): CalcOrderResponse {
  return {
    business_id: 1,
    branch_id: 1,
    selling_type: 'car_pickup',
    currency: 'KWD',
    lines: [],
    subtotal: 0,
    discount_total: 0,
    coupon_discount: 0,
    items_total: 0,
    inclusive_tax_total: 0,
    exclusive_taxes: [],
    delivery_fee: 0,
    shipping_fee: 0,
    service_fee: 0,
    free_delivery: false,
    total_before_wallet: 0,
    wallet_discount: 0,
    rounding_adjustment: 0,
    total: 0,
    min_order: 0,
    missing_for_min_order: 0,
    coupon: null,
    ...overrides,
  };
}
