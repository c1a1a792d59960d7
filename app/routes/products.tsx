// Placeholder until its issue builds this screen.
export default function ProductsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">Precast Concrete Products</h1>
    </div>
  );
}
